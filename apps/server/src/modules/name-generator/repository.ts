import { and, asc, count, desc, eq, isNotNull, sql } from "drizzle-orm";
import type { BusinessNameSubmissionBody, LeadBody, ResearchData } from "@dugout/contracts/name-generator";
import { businessNameBranding, businessNames, businessNameSubmissions, type Db } from "@dugout/db";
import type { NameProposal } from "./engine/port";

export type SubmissionRow = typeof businessNameSubmissions.$inferSelect;
export type NameRow = typeof businessNames.$inferSelect;

/**
 * The newest lead this browser sent, or undefined when it sent none. A lead names the person, so it is
 * looked up by the signed visitor id only, never by anything the page sends.
 */
export async function latestLeadOf(db: Db, visitorId: string): Promise<LeadBody | undefined> {
  const [row] = await db
    .select({
      name: businessNameSubmissions.leadName,
      email: businessNameSubmissions.leadEmail,
      timeline: businessNameSubmissions.leadTimeline,
    })
    .from(businessNameSubmissions)
    .where(and(eq(businessNameSubmissions.visitorId, visitorId), isNotNull(businessNameSubmissions.unlockedAt)))
    .orderBy(desc(businessNameSubmissions.unlockedAt))
    .limit(1);
  if (!row?.name || !row.email || !row.timeline) return undefined;
  return { name: row.name, email: row.email, timeline: row.timeline as LeadBody["timeline"] };
}

/** A submission with its names; made unlocked (the lead copied onto it) when the browser already sent one. */
export async function createSubmission(
  db: Db,
  body: BusinessNameSubmissionBody,
  proposals: NameProposal[],
  owner: { visitorId: string; lead: LeadBody | undefined },
): Promise<{ submissionId: string; unlocked: boolean; names: { id: string; name: string }[] }> {
  const { visitorId, lead } = owner;
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(businessNameSubmissions)
      .values({
        description: body.businessDescription,
        industry: body.industry,
        idealCustomer: body.idealCustomer,
        brandReferences: body.brandReferences,
        zipCode: body.zipCode,
        vibe: body.vibe,
        name: body.name,
        email: body.email,
        phone: body.phone,
        visitorId,
        ...(lead
          ? { leadName: lead.name, leadEmail: lead.email, leadTimeline: lead.timeline, unlockedAt: sql`now()` }
          : {}),
      })
      .returning({ id: businessNameSubmissions.id });
    if (!submission) throw new Error("insert returned no row");
    const names = await tx
      .insert(businessNames)
      .values(
        proposals.map((proposal, position) => ({
          submissionId: submission.id,
          position,
          name: proposal.name,
          whyThisWorks: proposal.why_this_works,
          generator: proposal.generator,
        })),
      )
      .returning({ id: businessNames.id, name: businessNames.name, position: businessNames.position });
    names.sort((a, b) => a.position - b.position);
    return {
      submissionId: submission.id,
      unlocked: lead !== undefined,
      names: names.map(({ id, name }) => ({ id, name })),
    };
  });
}

export async function findSubmission(db: Db, id: string): Promise<SubmissionRow | undefined> {
  const [row] = await db.select().from(businessNameSubmissions).where(eq(businessNameSubmissions.id, id));
  return row;
}

export function listNames(db: Db, submissionId: string): Promise<NameRow[]> {
  return db
    .select()
    .from(businessNames)
    .where(eq(businessNames.submissionId, submissionId))
    .orderBy(asc(businessNames.position));
}

/** Submissions that still have pending names, oldest first (the boot sweep re-enqueues their scoring). */
export async function submissionsWithPendingNames(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ submissionId: businessNames.submissionId })
    .from(businessNames)
    .where(eq(businessNames.status, "pending"))
    .limit(limit);
  return rows.map((row) => row.submissionId);
}

/** Conditional on pending, so a job delivered twice never overwrites a finished name. */
export async function completeName(db: Db, nameId: string, research: ResearchData): Promise<void> {
  await db
    .update(businessNames)
    .set({ status: "complete", researchData: research, updatedAt: sql`now()` })
    .where(and(eq(businessNames.id, nameId), eq(businessNames.status, "pending")));
}

export async function failPendingNames(db: Db, submissionId: string): Promise<void> {
  await db
    .update(businessNames)
    .set({ status: "failed", updatedAt: sql`now()` })
    .where(and(eq(businessNames.submissionId, submissionId), eq(businessNames.status, "pending")));
}

/**
 * False when the submission does not exist or another browser made it. A second lead for the same
 * submission replaces the first.
 */
export async function saveLead(db: Db, submissionId: string, visitorId: string, lead: LeadBody): Promise<boolean> {
  const updated = await db
    .update(businessNameSubmissions)
    .set({
      leadName: lead.name,
      leadEmail: lead.email,
      leadTimeline: lead.timeline,
      unlockedAt: sql`coalesce(${businessNameSubmissions.unlockedAt}, now())`,
    })
    .where(and(eq(businessNameSubmissions.id, submissionId), eq(businessNameSubmissions.visitorId, visitorId)))
    .returning({ id: businessNameSubmissions.id });
  return updated.length > 0;
}

export async function findNameWithSubmission(
  db: Db,
  nameId: string,
): Promise<{ name: NameRow; submission: SubmissionRow } | undefined> {
  const [row] = await db
    .select({ name: businessNames, submission: businessNameSubmissions })
    .from(businessNames)
    .innerJoin(businessNameSubmissions, eq(businessNames.submissionId, businessNameSubmissions.id))
    .where(eq(businessNames.id, nameId));
  return row;
}

export async function cachedBranding(db: Db, nameId: string, kind: string): Promise<unknown> {
  const [row] = await db
    .select({ data: businessNameBranding.data })
    .from(businessNameBranding)
    .where(and(eq(businessNameBranding.nameId, nameId), eq(businessNameBranding.kind, kind)));
  return row?.data;
}

/** The first writer wins, so two concurrent requests for the same name answer the same thing. */
export async function storeBranding(db: Db, nameId: string, kind: string, data: unknown): Promise<unknown> {
  await db.insert(businessNameBranding).values({ nameId, kind, data }).onConflictDoNothing();
  return (await cachedBranding(db, nameId, kind)) ?? data;
}

export interface LeadRow {
  submissionId: string;
  name: string;
  email: string;
  timeline: string;
  description: string;
  unlockedAt: Date;
}

export async function listLeads(db: Db, limit: number, offset: number): Promise<{ total: number; leads: LeadRow[] }> {
  const unlocked = isNotNull(businessNameSubmissions.unlockedAt);
  const [totalRow] = await db.select({ total: count() }).from(businessNameSubmissions).where(unlocked);
  const rows = await db
    .select({
      submissionId: businessNameSubmissions.id,
      name: businessNameSubmissions.leadName,
      email: businessNameSubmissions.leadEmail,
      timeline: businessNameSubmissions.leadTimeline,
      description: businessNameSubmissions.description,
      unlockedAt: businessNameSubmissions.unlockedAt,
    })
    .from(businessNameSubmissions)
    .where(unlocked)
    .orderBy(desc(businessNameSubmissions.unlockedAt), desc(businessNameSubmissions.id))
    .limit(limit)
    .offset(offset);
  return {
    total: totalRow?.total ?? 0,
    leads: rows.map((row) => ({
      submissionId: row.submissionId,
      name: row.name ?? "",
      email: row.email ?? "",
      timeline: row.timeline ?? "",
      description: row.description,
      unlockedAt: row.unlockedAt ?? new Date(0),
    })),
  };
}
