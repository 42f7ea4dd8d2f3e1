import { sql } from "drizzle-orm";
import { z } from "zod";
import { callRecords, type Db } from "@dugout/db";
import { scoreCategoryKeys } from "@dugout/contracts/scoring";
import { parseCsv, unescapeLineBreaks } from "./csv";
import { categoryColumns } from "./demo-calls";
import { callColumns } from "./query-sql";
import type { CallRecordRow } from "./repository";
import { totalOf, type CategoryScores } from "../../scoring-engine/scorer";

/**
 * `npm run calls:import -- <file.json|file.csv>`: every row is validated first; one bad row
 * rejects the file, with every rejected row and its reasons, and nothing is written.
 */
const emptyToNull = (value: unknown) => (value === "" || value === undefined ? null : value);
const optionalText = (max: number) => z.preprocess(emptyToNull, z.string().trim().max(max).nullable());
const scoreValue = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : emptyToNull(value)),
  z
    .number({ error: "must be a number" })
    .min(0, { error: "must be between 0 and 100" })
    .max(100, { error: "must be between 0 and 100" })
    .nullable(),
);

const importRowSchema = z.object({
  gong_call_id: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z.string({ error: "is required" }).trim().min(1, { error: "is required" }).max(100),
  ),
  rep: optionalText(200),
  user_email: z.preprocess(emptyToNull, z.email({ error: "must be an email address" }).max(254).nullable()),
  company_name: optionalText(300),
  date: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be a date" })
      .refine((value) => !Number.isNaN(Date.parse(value)), {
        error: "must be a valid date such as 2025-06-02T15:00:00Z",
      })
      .nullable(),
  ),
  /** The export's m:ss (or h:mm:ss) form, read when `duration_ms` is empty. */
  duration: z.preprocess(
    emptyToNull,
    z
      .string({ error: "must be m:ss" })
      .trim()
      .regex(/^(\d+:)?\d+:[0-5]\d$/, { error: "must be m:ss" })
      .transform((text) => text.split(":").reduce((total, part) => total * 60 + Number(part), 0) * 1000)
      .nullable()
      .optional(),
  ),
  duration_ms: z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : emptyToNull(value)),
    z
      .number({ error: "must be a number" })
      .int({ error: "must be whole milliseconds" })
      .min(0, { error: "must not be negative" })
      .max(2_147_483_647)
      .nullable(),
  ),
  score: scoreValue,
  ...(Object.fromEntries(scoreCategoryKeys.map((key) => [key, scoreValue])) as Record<
    (typeof scoreCategoryKeys)[number],
    typeof scoreValue
  >),
  gong_url: z.preprocess(
    emptyToNull,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
      .max(2000)
      .nullable(),
  ),
  feedback: optionalText(20_000),
  transcript: optionalText(1_000_000),
});

export interface ImportReport {
  imported: number;
  rejected: { row: number; reasons: string[] }[];
}

function recordsOf(input: string, format: "json" | "csv"): Record<string, unknown>[] {
  if (format === "json") {
    const parsed: unknown = JSON.parse(input);
    const list = Array.isArray(parsed) ? parsed : (parsed as { data?: unknown })?.data;
    if (!Array.isArray(list)) throw new Error("The JSON must be an array of calls, or an object with a data array.");
    return list.map((item) =>
      item && typeof item === "object" && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : { __invalid: item },
    );
  }
  const [header, ...rows] = parseCsv(input);
  if (!header) return [];
  const names = header.map((name) => name.trim());
  if (!names.includes("gong_call_id")) throw new Error("The CSV header must include gong_call_id.");
  return rows.map((cells) =>
    Object.fromEntries(names.map((name, index) => [name, unescapeLineBreaks(cells[index] ?? "")])),
  );
}

export function validateImport(
  input: string,
  format: "json" | "csv",
  now = new Date(),
): { rows: CallRecordRow[]; report: ImportReport } {
  const records = recordsOf(input, format);
  const rows: CallRecordRow[] = [];
  const rejected: ImportReport["rejected"] = [];
  const firstSeen = new Map<string, number>();
  records.forEach((record, index) => {
    const rowNumber = format === "csv" ? index + 2 : index + 1; // CSV rows count the header line
    if ("__invalid" in record) {
      rejected.push({ row: rowNumber, reasons: ["must be an object"] });
      return;
    }
    const parsed = importRowSchema.safeParse(record);
    if (!parsed.success) {
      rejected.push({
        row: rowNumber,
        reasons: parsed.error.issues.map((issue) => `${issue.path.join(".") || "row"} ${issue.message}`),
      });
      return;
    }
    const call = parsed.data;
    const earlier = firstSeen.get(call.gong_call_id);
    if (earlier !== undefined) {
      rejected.push({ row: rowNumber, reasons: [`gong_call_id ${call.gong_call_id} repeats row ${earlier}`] });
      return;
    }
    firstSeen.set(call.gong_call_id, rowNumber);
    const categories = Object.fromEntries(scoreCategoryKeys.map((key) => [key, call[key]])) as CategoryScores;
    const hasScores = call.score !== null || Object.values(categories).some((value) => value !== null);
    rows.push({
      gongCallId: call.gong_call_id,
      rep: call.rep,
      userEmail: call.user_email,
      companyName: call.company_name,
      date: call.date === null ? null : new Date(call.date),
      durationMs: call.duration_ms ?? call.duration ?? null,
      score: call.score ?? totalOf(categories),
      ...categoryColumns(categories),
      gongUrl: call.gong_url,
      feedback: call.feedback,
      transcript: call.transcript,
      source: "import",
      // Calls without scores wait for the background scorer; scored ones keep the file's scores.
      scoredAt: hasScores ? now : null,
      scoredBy: hasScores ? "import" : null,
    });
  });
  return { rows, report: { imported: rejected.length ? 0 : rows.length, rejected } };
}

/** All rows in one transaction; an existing call id is replaced by the file's version. */
export async function importCalls(db: Db, rows: CallRecordRow[]): Promise<void> {
  const columns = Object.keys(callRecords).length; // keeps each statement far below PostgreSQL's 65,535 parameters
  const batch = Math.max(1, Math.floor(30_000 / columns));
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batch) {
      await tx
        .insert(callRecords)
        .values(rows.slice(start, start + batch))
        .onConflictDoUpdate({
          target: callRecords.gongCallId,
          set: Object.fromEntries(
            [
              // A re-import replaces everything but the key.
              ...callColumns.filter((column) => column !== "gong_call_id"),
              "transcript",
              "source",
              "scored_at",
              "scored_by",
            ].map((column) => [camel(column), sql.raw(`excluded.${column}`)]),
          ),
        });
    }
  });
}

const camel = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function formatImportReport(report: ImportReport, shown = 50): string {
  if (report.rejected.length === 0) return `Imported ${report.imported} call(s).`;
  const lines = report.rejected.slice(0, shown).map((entry) => `  row ${entry.row}: ${entry.reasons.join("; ")}`);
  if (report.rejected.length > shown) lines.push(`  ... and ${report.rejected.length - shown} more`);
  return `Nothing was imported: ${report.rejected.length} row(s) rejected.\n${lines.join("\n")}`;
}
