import { desc } from "drizzle-orm";
import { outboxMessages, type Db } from "@dugout/db";

export interface MailboxEntry {
  id: string;
  channel: "email" | "sms" | "whatsapp";
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  created_at: string;
}

export async function listOutbox(db: Db, limit: number): Promise<MailboxEntry[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    created_at: row.createdAt.toISOString(),
  }));
}
