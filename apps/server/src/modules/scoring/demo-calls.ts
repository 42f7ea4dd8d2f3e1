import { scoreCategories, scoringConstants, type ScoreCategoryKey } from "@dugout/contracts/scoring";
import { demoTranscript, pick, seededRandom, type Random } from "./demo-transcripts";
import { scoreTranscriptHeuristically } from "../../scoring-engine/heuristic-scorer";
import { linesOfCallTranscript } from "../../scoring-engine/transcript-lines";
import type { CallRecordRow } from "./repository";

const reps = [
  { name: "Maya Patel", email: "maya.patel@dugout.example", skill: 0.85 },
  { name: "Jordan Brooks", email: "jordan.brooks@dugout.example", skill: 0.7 },
  { name: "Sofia Ramirez", email: "sofia.ramirez@dugout.example", skill: 0.6 },
  { name: "Ethan Walsh", email: "ethan.walsh@dugout.example", skill: 0.5 },
  { name: "Aisha Okafor", email: "aisha.okafor@dugout.example", skill: 0.75 },
  { name: "Liam Chen", email: "liam.chen@dugout.example", skill: 0.4 },
  { name: "Grace Kim", email: "grace.kim@dugout.example", skill: 0.65 },
] as const;

const companyFirst = [
  "Maple Street",
  "Blue Ridge",
  "Sunrise",
  "Harbor",
  "Golden Gate",
  "Riverbend",
  "Oak & Iron",
  "Pine Valley",
  "Summit",
  "Copper Kettle",
  "Lakeside",
  "Bright Smile",
  "Northside",
  "Red Barn",
  "Silver Line",
  "Evergreen",
  "Cedar Point",
  "Main Street",
  "Hilltop",
  "Bayview",
];
const companyKind = [
  "Bakery",
  "Dental",
  "Landscaping",
  "Auto Repair",
  "Coffee Roasters",
  "Plumbing",
  "Yoga Studio",
  "Veterinary Clinic",
  "Brewing Co.",
  "Florist",
  "Hardware",
  "Pediatrics",
  "Catering",
  "Electric",
  "Fitness",
  "Bookkeeping",
  "Salon",
  "Roofing",
];
/** The seed's company name parts (the scoring bench builds its million rows from them too). */
export const demoCompanyNames = { first: companyFirst, kind: companyKind } as const;

const prospects = [
  "Dana Miller",
  "Chris Lee",
  "Pat Morgan",
  "Alex Rivera",
  "Sam Taylor",
  "Jamie Fox",
  "Robin Hayes",
  "Casey Nguyen",
  "Morgan Diaz",
  "Taylor Reed",
];

const dayMs = 86_400_000;

/**
 * A weekday business-hour instant `daysAgo` days before `now`, never in the future. Today's calls (`daysAgo` 0)
 * fall between midnight (UTC) and `now` whatever the day and the hour, so a fresh install's "today" is never
 * empty: not on a Saturday, not just after midnight.
 */
function callDate(random: Random, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * dayMs);
  const weekday = day.getUTCDay();
  if (weekday === 0 || weekday === 6) day.setTime(day.getTime() - (weekday === 0 ? 2 : 1) * dayMs);
  day.setUTCHours(14 + Math.floor(random() * 8), Math.floor(random() * 60), Math.floor(random() * 60), 0);
  if (daysAgo > 0 && day.getTime() <= now.getTime()) return day;
  const sinceMidnight = now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(now.getTime() - Math.floor(random() * Math.min(sinceMidnight, 3_600_000)));
}

function gongId(random: Random): string {
  let id = String(1 + Math.floor(random() * 9));
  while (id.length < 19) id += String(Math.floor(random() * 10));
  return id;
}

/**
 * The demo calls: `count` calls over the last 180 days (a few every weekday, some today),
 * from seven reps of different skill plus a few "Unknown Rep" calls, deterministic for a given seed and `now`.
 */
export function demoCalls(
  count: number,
  now: Date,
  seed = 20_250_601,
  people: readonly { name: string; email: string; skill: number }[] = reps,
): CallRecordRow[] {
  const random = seededRandom(seed);
  const rows: CallRecordRow[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < count; index++) {
    const unknown = random() < 0.03;
    const rep = pick(random, people);
    let company: string | null = `${pick(random, companyFirst)} ${pick(random, companyKind)}`;
    const oddity = random();
    if (oddity < 0.02) company = null;
    // The newest calls first, so every week of the range, this one included, has data.
    const daysAgo = Math.floor((index / count) * 180 + random() * 2);
    const skill = Object.fromEntries(
      scoreCategories.map((category) => [
        category.key,
        Math.min(0.97, Math.max(0.05, rep.skill + (random() - 0.5) * 0.5)),
      ]),
    ) as Record<ScoreCategoryKey, number>;
    const transcript = demoTranscript(
      random,
      { rep: rep.name, prospect: pick(random, prospects), company: company ?? "your company" },
      skill,
    );
    let id = gongId(random);
    while (seen.has(id)) id = gongId(random);
    seen.add(id);
    const missingTranscript = oddity > 0.99;
    const result = missingTranscript
      ? null
      : scoreTranscriptHeuristically({
          lines: linesOfCallTranscript(transcript),
          companyName: company,
        });
    rows.push({
      gongCallId: id,
      rep: unknown ? scoringConstants.unknownRep : rep.name,
      userEmail: unknown ? null : rep.email,
      companyName: company,
      date: callDate(random, now, daysAgo),
      durationMs:
        oddity > 0.985 && oddity <= 0.99 ? null : Math.round((6 + random() * 50) * 60_000 + random() * 59_000),
      score: result?.total ?? null,
      ...categoryColumns(result?.categories),
      gongUrl: `https://app.gong.io/call?id=${id}`,
      feedback: result?.feedback ?? null,
      evidence: result?.evidence ?? null,
      transcript: missingTranscript ? null : transcript,
      source: "seed",
      scoredAt: result ? now : null,
      scoredBy: result ? "heuristic" : null,
    });
  }
  return rows;
}

export function categoryColumns(categories: Partial<Record<ScoreCategoryKey, number | null>> | undefined) {
  return {
    aceScore: categories?.ace_score ?? null,
    discoveryEffectivenessScore: categories?.discovery_effectiveness_score ?? null,
    discoveryDepthScore: categories?.discovery_depth_score ?? null,
    consultationTeachScore: categories?.consultation_teach_score ?? null,
    consultationTailorScore: categories?.consultation_tailor_score ?? null,
    consultationControlScore: categories?.consultation_control_score ?? null,
    objectionProbingScore: categories?.objection_probing_score ?? null,
    objectionRespondingScore: categories?.objection_responding_score ?? null,
  };
}
