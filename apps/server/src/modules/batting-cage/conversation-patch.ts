import { and, asc, eq, gte, lt } from "drizzle-orm";
import {
  battingCageLimits,
  type ConversationPatchAnswer,
  type ConversationPatchBody,
  type TranscriptEntry,
} from "@dugout/contracts/batting-cage";
import { battingCageConversations, battingCageTranscriptEntries, type Db } from "@dugout/db";
import { AppError, badRequest, forbidden, notFound } from "../../errors";
import { owePracticeScores } from "./practice-scoring";

const conversations = battingCageConversations;
const entries = battingCageTranscriptEntries;

/** Clients' clocks drift: an end a little before the start or after now is still accepted. */
const clockSkewMs = 5 * 60 * 1000;

const sameEntries = (a: readonly TranscriptEntry[], b: readonly TranscriptEntry[]) =>
  a.length === b.length && a.every((entry, index) => entry.role === b[index]?.role && entry.text === b[index]?.text);

const endedConflict = () =>
  new AppError("conflict", "This conversation has ended; its transcript can no longer be changed.");
const abandonedConflict = () =>
  new AppError(
    "conflict",
    "This conversation was closed after two minutes without an autosave; its transcript can no longer be changed.",
  );

/**
 * Applies a PATCH under a row lock, so concurrent or retried autosaves of one conversation
 * apply one after the other (docs/decisions/0009-batting-cage-autosave-and-sessions.md):
 * - append: entries before the stored length must equal what is stored (a retry or an overlap
 *   is harmless), entries past it are appended; a start past the stored length is a gap (409).
 * - transcript: replaces the stored transcript.
 * - ended_at / duration_ms / status "ended": ends the call and, in the same transaction, records
 *   that it is owed a score (the route then queues the scoring job). Repeating the same final PATCH
 *   after it succeeded answers 200 again; any other change to an ended conversation is 409.
 * - An abandoned conversation (closed by the server) accepts a final PATCH that adds nothing
 *   (200, status abandoned) and refuses new entries (409).
 */
export async function patchConversation(
  db: Db,
  id: string,
  callerId: string,
  body: ConversationPatchBody,
  now: Date = new Date(),
  /** Runs once the call has been ended by this request and the change is committed (the metrics count it). */
  onEnded?: () => void,
): Promise<ConversationPatchAnswer> {
  let endedHere = false;
  const answer = await db.transaction(async (tx): Promise<ConversationPatchAnswer> => {
    const [row] = await tx
      .select({
        userId: conversations.userId,
        status: conversations.status,
        length: conversations.transcriptLength,
        createdAt: conversations.createdAt,
        endedAt: conversations.endedAt,
      })
      .from(conversations)
      .where(eq(conversations.id, id))
      .for("update");
    if (!row) throw notFound("Conversation");
    if (row.userId !== callerId) throw forbidden("Only the person who had this conversation can update it.");

    const storedSlice = async (from: number, to: number): Promise<TranscriptEntry[]> =>
      tx
        .select({ role: entries.role, text: entries.text })
        .from(entries)
        .where(and(eq(entries.conversationId, id), gte(entries.position, from), lt(entries.position, to)))
        .orderBy(asc(entries.position));

    // What the append or transcript adds to what is stored; an append is checked against it.
    let length = row.length;
    let appended: TranscriptEntry[] = [];
    if (body.append) {
      const { from_index: from, entries: sent } = body.append;
      if (from > length) {
        throw new AppError(
          "conflict",
          `The server holds ${length} transcript entries, so an append must start at index ${length} or earlier; it started at ${from}.`,
        );
      }
      const overlap = sent.slice(0, length - from);
      if (overlap.length > 0 && !sameEntries(overlap, await storedSlice(from, from + overlap.length))) {
        throw new AppError(
          "conflict",
          `Entries from index ${from} differ from the stored transcript; send the whole transcript instead.`,
        );
      }
      appended = sent.slice(overlap.length);
    }
    const replacing =
      body.transcript !== undefined &&
      !(row.length === body.transcript.length && sameEntries(body.transcript, await storedSlice(0, row.length)));
    const ending = body.ended_at !== undefined || body.status === "ended";

    if (row.status === "abandoned") {
      if (appended.length === 0 && !replacing) return { id, status: "abandoned", transcript_length: length };
      throw abandonedConflict();
    }
    if (row.status === "ended") {
      const sameEnd = body.ended_at === undefined || new Date(body.ended_at).getTime() === row.endedAt?.getTime();
      if (appended.length === 0 && !replacing && sameEnd) return { id, status: "ended", transcript_length: length };
      throw endedConflict();
    }

    if (body.transcript !== undefined && replacing) {
      await tx.delete(entries).where(eq(entries.conversationId, id));
      appended = body.transcript;
      length = 0;
    }
    if (length + appended.length > battingCageLimits.transcriptEntriesMax) {
      throw badRequest(`A transcript can hold at most ${battingCageLimits.transcriptEntriesMax} entries.`);
    }
    if (appended.length > 0) {
      await tx.insert(entries).values(
        appended.map((entry, index) => ({
          conversationId: id,
          position: length + index,
          role: entry.role,
          text: entry.text,
        })),
      );
      length += appended.length;
    }

    let endedAt: Date | undefined;
    if (ending) {
      endedAt = body.ended_at === undefined ? now : new Date(body.ended_at);
      if (endedAt.getTime() < row.createdAt.getTime() - clockSkewMs) {
        throw badRequest("ended_at must not be before the conversation started.");
      }
      if (endedAt.getTime() > now.getTime() + clockSkewMs) throw badRequest("ended_at must not be in the future.");
    }
    const durationMs =
      body.duration_ms ?? (endedAt ? Math.max(0, endedAt.getTime() - row.createdAt.getTime()) : undefined);
    await tx
      .update(conversations)
      .set({
        transcriptLength: length,
        updatedAt: now,
        ...(appended.length > 0 ? { lastEntryAt: now } : {}),
        ...(ending ? { status: "ended" as const, endedAt, endReason: "caller" as const } : {}),
        ...(durationMs === undefined ? {} : { durationMs }),
      })
      .where(eq(conversations.id, id));
    if (ending) await owePracticeScores(tx, [id]);
    endedHere = ending;
    return { id, status: ending ? "ended" : "active", transcript_length: length };
  });
  if (endedHere) onEnded?.();
  return answer;
}
