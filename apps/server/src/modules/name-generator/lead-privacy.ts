import { eq, inArray, or, sql } from "drizzle-orm";
import { auditActions, auditSystemActors } from "@dugout/contracts/audit";
import { businessNameBranding, businessNames, businessNameSubmissions, type Db } from "@dugout/db";
import { scrubAuditEvents } from "../../audit/maintenance";
import { recordAudit, type AuditBy } from "../../audit/record";

/** Everything the name generator holds about one person, found by email: what a privacy request is answered with. */
export interface LeadDocument {
  email: string;
  exported_at: string;
  submissions: {
    id: string;
    created_at: string;
    idea: {
      description: string;
      industry: string;
      ideal_customer: string;
      brand_references: string;
      zip_code: string;
      vibe: number;
    };
    contact: { name: string; email: string; phone: string };
    lead: { name: string | null; email: string | null; timeline: string | null; unlocked_at: string | null };
    names: { name: string; why_this_works: string; status: string; branding: { kind: string; data: unknown }[] }[];
  }[];
}

/** The submissions where the address was given, on the generator's form or on the lead form (any letter case). */
function byEmail(email: string) {
  const address = email.trim().toLowerCase();
  return or(
    eq(sql`lower(${businessNameSubmissions.email})`, address),
    eq(sql`lower(${businessNameSubmissions.leadEmail})`, address),
  );
}

/** The prospect's document; the export is recorded in the audit trail under their address. */
export async function exportLead(db: Db, email: string, by: AuditBy, now = new Date()): Promise<LeadDocument> {
  const document = await readLead(db, email, now);
  await recordAudit(db, {
    action: auditActions.leadDataExported,
    ...by,
    subject: { label: email.trim().toLowerCase() },
    details: { submissions: document.submissions.length },
  });
  return document;
}

async function readLead(db: Db, email: string, now: Date): Promise<LeadDocument> {
  const submissions = await db
    .select()
    .from(businessNameSubmissions)
    .where(byEmail(email))
    .orderBy(businessNameSubmissions.createdAt);
  const ids = submissions.map((submission) => submission.id);
  const names = ids.length
    ? await db
        .select()
        .from(businessNames)
        .where(inArray(businessNames.submissionId, ids))
        .orderBy(businessNames.position)
    : [];
  const nameIds = names.map((name) => name.id);
  const branding = nameIds.length
    ? await db.select().from(businessNameBranding).where(inArray(businessNameBranding.nameId, nameIds))
    : [];
  return {
    email: email.trim(),
    exported_at: now.toISOString(),
    submissions: submissions.map((submission) => ({
      id: submission.id,
      created_at: submission.createdAt.toISOString(),
      idea: {
        description: submission.description,
        industry: submission.industry,
        ideal_customer: submission.idealCustomer,
        brand_references: submission.brandReferences,
        zip_code: submission.zipCode,
        vibe: submission.vibe,
      },
      contact: { name: submission.name, email: submission.email, phone: submission.phone },
      lead: {
        name: submission.leadName,
        email: submission.leadEmail,
        timeline: submission.leadTimeline,
        unlocked_at: submission.unlockedAt?.toISOString() ?? null,
      },
      names: names
        .filter((name) => name.submissionId === submission.id)
        .map((name) => ({
          name: name.name,
          why_this_works: name.whyThisWorks,
          status: name.status,
          branding: branding.filter((item) => item.nameId === name.id).map(({ kind, data }) => ({ kind, data })),
        })),
    })),
  };
}

/**
 * Deletes every submission the address was given on; their names, logos and palettes go with them (cascade).
 * The audit trail's earlier events under the address (an export) name it `erased` from now on, and the erasure
 * is recorded without it: in one transaction.
 */
export async function eraseLead(db: Db, email: string, by: AuditBy): Promise<number> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(businessNameSubmissions)
      .where(byEmail(email))
      .returning({ id: businessNameSubmissions.id });
    await scrubAuditEvents(tx, { userId: null, identifiers: [email] });
    await recordAudit(tx, {
      action: auditActions.leadErased,
      ...by,
      subject: { label: auditSystemActors.erased },
      details: { submissions: removed.length },
    });
    return removed.length;
  });
}
