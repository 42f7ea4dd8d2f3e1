import { z } from "zod";
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

/** Registered only when no real mail transport is configured (see app.ts). */
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
