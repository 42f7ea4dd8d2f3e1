import { createHash } from "node:crypto";
import type {
  BusinessNameCandidate,
  BusinessNameSubmissionAnswer,
  BusinessNameSubmissionBody,
  LeadBody,
  LogoDirection,
  LogoImageAnswer,
  ResearchData,
} from "@dugout/contracts/name-generator";
import { defined } from "@dugout/contracts/defined";
import type { Db } from "@dugout/db";
import { AppError, notFound } from "../../errors";
import type { Jobs } from "../../jobs/types";
import type { NameIdea, NamingEngine } from "./engine/port";
import * as repository from "./repository";

export const researchQueue = "name-generator.research";
export interface ResearchJob {
  submissionId: string;
}

const ideaOf = (submission: repository.SubmissionRow): NameIdea => ({
  description: submission.description,
  industry: submission.industry,
  idealCustomer: submission.idealCustomer,
  brandReferences: submission.brandReferences,
  vibe: submission.vibe,
});

/**
 * Database errors carry the query's parameters, which here include personal data (the lead, the
 * optional email and phone): what reaches the error log is the operation and the driver's code only.
 */
export async function withoutPersonalData<T>(operation: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const source: unknown = error instanceof Error && error.cause ? error.cause : error;
    const code = typeof source === "object" && source && "code" in source ? String(source.code) : "unknown";
    throw new Error(`${operation} failed (database code ${code}).`);
  }
}

export type BrandingKind = "taglines" | "logo_directions" | "brand_personality" | "color_palettes";

export function createNameGeneratorService(db: Db, engine: NamingEngine, jobs: Jobs) {
  async function submit(body: BusinessNameSubmissionBody): Promise<BusinessNameSubmissionAnswer> {
    const proposals = await engine.proposeNames({
      description: body.businessDescription,
      industry: body.industry,
      idealCustomer: body.idealCustomer,
      brandReferences: body.brandReferences,
      vibe: body.vibe,
    });
    const created = await withoutPersonalData("Saving the submission", () =>
      repository.createSubmission(db, body, proposals),
    );
    try {
      await jobs.send<ResearchJob>(researchQueue, { submissionId: created.submissionId });
    } catch (error) {
      // Nobody would ever score these names: say so instead of leaving them pending.
      await repository.failPendingNames(db, created.submissionId);
      throw error;
    }
    return {
      submission_id: created.submissionId,
      names: created.names.map((name) => ({ uuid: name.id, name: name.name })),
    };
  }

  /** The job: scores every name still pending. Safe to run twice (completeName is conditional). */
  async function research({ submissionId }: ResearchJob): Promise<void> {
    const submission = await repository.findSubmission(db, submissionId);
    if (!submission) return;
    const idea = ideaOf(submission);
    const pending = (await repository.listNames(db, submissionId)).filter((name) => name.status === "pending");
    // Asked all at once, so an engine in a worker thread scores them back to back instead of waiting for
    // a round trip per name; saved in order as each answer arrives, so names still complete one by one.
    const answers = pending.map((name) => engine.research(name.name, idea));
    // Once one fails the attempt stops awaiting: the others' failures must not go unhandled.
    for (const answer of answers) answer.catch(() => undefined);
    for (const [index, name] of pending.entries()) {
      const result = await defined(answers[index], "a research answer");
      const data: ResearchData = { ...result, why_this_works: name.whyThisWorks || result.why_this_works };
      await repository.completeName(db, name.id, data);
    }
  }

  /**
   * A process that died between saving a submission and enqueueing its job leaves names pending with
   * no job: at boot, every submission with pending names gets a job again (duplicates are harmless).
   */
  async function requeuePending(): Promise<number> {
    const ids = await repository.submissionsWithPendingNames(db, 1000);
    for (const submissionId of ids) await jobs.send<ResearchJob>(researchQueue, { submissionId });
    return ids.length;
  }

  async function markFailed({ submissionId }: ResearchJob): Promise<void> {
    await repository.failPendingNames(db, submissionId);
  }

  /** The unlock gate (docs/decisions/0012-product-decisions.md#4-the-name-generators-unlock-gate-is-enforced-by-the-server): before the lead is sent, research only for the top result. */
  async function names(submissionId: string): Promise<BusinessNameCandidate[]> {
    const submission = await repository.findSubmission(db, submissionId);
    if (!submission) throw notFound("The submission");
    const unlocked = submission.unlockedAt !== null;
    return (await repository.listNames(db, submissionId)).map((row) => ({
      uuid: row.id,
      name: row.name,
      status: row.status,
      research_data:
        row.status === "complete" && (unlocked || row.position === 0) ? (row.researchData as ResearchData) : null,
    }));
  }

  async function unlock(submissionId: string, lead: LeadBody): Promise<void> {
    const saved = await withoutPersonalData("Saving the lead", () => repository.saveLead(db, submissionId, lead));
    if (!saved) throw notFound("The submission");
  }

  async function unlockedName(nameId: string) {
    const found = await repository.findNameWithSubmission(db, nameId);
    if (!found) throw notFound("The name");
    if (found.submission.unlockedAt === null) {
      throw new AppError("forbidden", "Unlock all results before exploring branding.");
    }
    return { name: found.name.name, idea: ideaOf(found.submission) };
  }

  /**
   * Each kind is made once per name and kept: later visits answer the same thing. The "v2:" kinds carry the
   * engine that made them, and logos from the renderer that meets the contrast rule; rows of the earlier
   * shape are left unread.
   */
  async function cached<T>(nameId: string, kind: string, make: () => Promise<T>): Promise<T> {
    const key = `v2:${kind}`;
    const hit = await repository.cachedBranding(db, nameId, key);
    if (hit !== undefined) return hit as T;
    return (await repository.storeBranding(db, nameId, key, await make())) as T;
  }

  const brandingMakers = {
    taglines: (name: string, idea: NameIdea) => engine.taglines(name, idea),
    logo_directions: (name: string, idea: NameIdea) => engine.logoDirections(name, idea),
    brand_personality: (name: string, idea: NameIdea) => engine.brandPersonality(name, idea),
    color_palettes: (name: string, idea: NameIdea) => engine.colorPalettes(name, idea),
  };

  async function branding<K extends BrandingKind>(
    nameId: string,
    kind: K,
  ): Promise<Awaited<ReturnType<(typeof brandingMakers)[K]>>> {
    const { name, idea } = await unlockedName(nameId);
    const make = brandingMakers[kind] as (
      name: string,
      idea: NameIdea,
    ) => Promise<Awaited<ReturnType<(typeof brandingMakers)[K]>>>;
    return cached(nameId, kind, () => make(name, idea));
  }

  async function logoImage(nameId: string, direction: LogoDirection): Promise<LogoImageAnswer> {
    const { name, idea } = await unlockedName(nameId);
    const key = createHash("sha256")
      .update(JSON.stringify([direction.title, direction.description, direction.style]))
      .digest("hex");
    return cached(nameId, `logo_image:${key.slice(0, 32)}`, async (): Promise<LogoImageAnswer> => {
      const { value, engine: madeBy } = await engine.logoImage(name, direction, idea);
      return {
        image: value.png.toString("base64"),
        image_transparent: value.transparentPng?.toString("base64") ?? null,
        svg: value.svg,
        engine: madeBy,
      };
    });
  }

  return { submit, research, requeuePending, markFailed, names, unlock, branding, logoImage };
}

export type NameGeneratorService = ReturnType<typeof createNameGeneratorService>;
