import { z } from "zod/mini";

// The name generator's leads, for admins (a section of the Users page): who unlocked their results, and a
// prospect's privacy request (export everything under an address, or erase it).

export const leadSchema = z.object({
  submission_id: z.string(),
  name: z.string(),
  email: z.string(),
  timeline: z.string(),
  description: z.string(),
  /** ISO date-time the lead unlocked the results. */
  unlocked_at: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsAnswerSchema = z.object({ total: z.number(), leads: z.array(leadSchema) });
export type LeadsAnswer = z.infer<typeof leadsAnswerSchema>;

/** Whose data a privacy request is about: the address given on the generator's form or the lead form. */
export const leadPersonSchema = z.object({ email: z.email() });

export const leadErasedAnswerSchema = z.object({ erased: z.number() });

export const leadApiPaths = {
  list: "/api/admin/leads",
  csv: "/api/admin/leads.csv",
  export: "/api/admin/leads/export",
  erase: "/api/admin/leads/erase",
} as const;

/** The export's address for one person (a download). */
export const leadExportUrl = (email: string): string => `${leadApiPaths.export}?email=${encodeURIComponent(email)}`;

/** Leads per page of the section. */
export const leadsPageSize = 50;

export const leadsCopy = {
  heading: "Name-generator leads",
  intro: "Prospects who unlocked their results in the Business Name Generator, newest first.",
  downloadCsv: "Download CSV",
  loading: "Loading leads...",
  empty: "No leads yet.",
  tableCaption: "Leads of the Business Name Generator, newest first",
  columns: { name: "Name", email: "Email", timeline: "Timeline", idea: "Business idea", unlocked: "Unlocked" },
  exportData: "Export data",
  erase: "Erase",
  confirmErase: {
    title: (email: string) => `Erase everything of ${email}?`,
    body: "Every submission made under this address, with its names, logos and palettes, is deleted now. This cannot be undone.",
  },
  erased: (email: string, count: number) => `Erased ${count} submission(s) of ${email}.`,
  previous: "Previous",
  next: "Next",
  range: (from: number, to: number, total: number) => `${from}-${to} of ${total}`,
} as const;
