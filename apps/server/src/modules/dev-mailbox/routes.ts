import { z } from "zod";
import type { AppConfig } from "../../config";
import type { ModulePlugin } from "../../context";
import { renderMailboxPage } from "./page";
import { listOutbox } from "./repository";

const entrySchema = z.object({
  id: z.string(),
  channel: z.enum(["email", "sms", "whatsapp"]),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
});

const mailboxLimit = 200;

/**
 * The mailbox is a development aid: it exists while no real mail transport is configured, and
 * never in production (loadConfig already refuses production without SMTP_URL; this is the second
 * lock, for a configuration built some other way).
 */
export function devMailboxEnabled(config: Pick<AppConfig, "localMail" | "NODE_ENV">): boolean {
  return config.localMail && config.NODE_ENV !== "production";
}

/**
 * Every sign-in link the app "sent" is readable here, so only this machine may read it: the routes
 * are `internal` (plugins/access.ts), and anyone else gets the 404 of a path that does not exist, not
 * a 403 that would advertise it. Registered only when devMailboxEnabled (see app.ts).
 */
export const devMailboxRoutes: ModulePlugin = (app, { database }) => {
  app.get(
    "/dev/mailbox.json",
    { config: { access: "internal" }, schema: { tags: ["dev"], response: { 200: z.array(entrySchema) } } },
    async () => listOutbox(database.db, mailboxLimit),
  );

  app.get("/dev/mailbox", { config: { access: "internal" }, schema: { hide: true } }, async (_request, reply) => {
    const entries = await listOutbox(database.db, mailboxLimit);
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(renderMailboxPage(entries));
  });
};
