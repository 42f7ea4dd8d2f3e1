/** A call as the scoring module needs it from Gong, already flattened from the API's shapes. */
export interface GongCall {
  id: string;
  url: string | null;
  title: string | null;
  started: string | null;
  durationSeconds: number | null;
  rep: { name: string | null; email: string | null } | null;
  companyName: string | null;
  /** speakerId -> label used in the transcript text ("Jane Doe (Rep)"). */
  speakers: Record<string, string>;
}

export interface GongCallPage {
  calls: GongCall[];
  /** Gong's cursor for the next page; null on the last page. */
  cursor: string | null;
  totalRecords: number | null;
}

/** The call source behind the Gong sync: the HTTP adapter, or a fake in tests. */
export interface GongSource {
  listCalls(request: { fromDateTime: string; cursor?: string | undefined }): Promise<GongCallPage>;
  /** Transcript text per call id ("Speaker (Rep): sentence" lines); calls without one are absent. */
  transcripts(calls: readonly GongCall[]): Promise<Map<string, string>>;
}

export class GongApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "GongApiError";
  }
}
