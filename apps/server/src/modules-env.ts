import { z } from "zod";
import { agentNameSchema, defaultAgentName } from "@dugout/contracts/pages";
import { booleanFlag, optionalString } from "./env-values";

/** Days a kind of personal data is kept; 0 keeps it forever. At most 100 years. */
const retentionDays = (days: number) => z.coerce.number().int().min(0).max(36_500).default(days);

/** What the product's modules and the job queue read: agents, scoring, retention, jobs, the name generator. */
export const modulesEnv = {
  // --- agents ---
  AGENT_NAME: z._default(agentNameSchema, defaultAgentName),
  // --- scoring (Gong sync runs only when both keys are set; otherwise seeded and imported calls) ---
  GONG_ACCESS_KEY: optionalString,
  GONG_ACCESS_KEY_SECRET: optionalString,
  GONG_BASE_URL: z
    .url({ message: "must be an absolute URL such as https://api.gong.io" })
    .default("https://api.gong.io"),
  GONG_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
  GONG_LOOKBACK_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** heuristic: the offline rubric scorer even when an LLM is configured; auto: the LLM when configured. */
  SCORING_ENGINE: z.enum(["auto", "heuristic"]).default("auto"),
  /** How often practice calls with no autosave for two minutes are closed as abandoned (and scored). */
  BATTING_CAGE_ABANDON_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // --- retention (modules/privacy, docs/privacy.md): days each kind of personal data is kept; 0 keeps it forever ---
  /** Name-generator submissions and the leads on them. */
  RETAIN_LEADS_DAYS: retentionDays(365),
  /** Practice calls: their transcripts and scores. */
  RETAIN_PRACTICE_DAYS: retentionDays(730),
  /** Sales calls (Scoring Champ), by call date. */
  RETAIN_CALLS_DAYS: retentionDays(730),
  /** Sign-in events and messages in the local outbox. */
  RETAIN_SIGNIN_EVENTS_DAYS: retentionDays(90),
  /** Agent usage rows (Eugene's statistics). */
  RETAIN_USAGE_DAYS: retentionDays(730),
  /** Account-admin events (invitations, role changes, deactivations, sign-out everywhere). */
  RETAIN_AUDIT_DAYS: retentionDays(365),
  /** The operator's own privacy notice, linked from the name generator's lead form; unset = Dugout's /privacy page. */
  PRIVACY_NOTICE_URL: optionalString.pipe(
    z.url({ message: "must be an absolute URL of your privacy notice" }).optional(),
  ),
  /** Where people send export and erasure requests; Dugout's /privacy page gives it. */
  PRIVACY_CONTACT_EMAIL: optionalString.pipe(z.email({ message: "must be an email address" }).optional()),
  // --- jobs (durable queue on the app's database, src/jobs/) ---
  /** How long a job attempt may stay active before it counts as dead (process killed) and is retried. */
  JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** How often dead attempts are looked for. */
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /** Idle poll of each worker (new jobs wake workers at once through LISTEN/NOTIFY). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
  /** "true": this process enqueues jobs but leaves them to other processes (or a later start). */
  JOBS_DISABLE_WORKERS: booleanFlag,
  // --- name generator (public, so every call is rate-limited per IP and minute) ---
  NAME_GENERATOR_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  NAME_GENERATOR_LEADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  NAME_GENERATOR_BRANDING_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  NAME_GENERATOR_IMAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  NAME_GENERATOR_POLLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(120),
};
