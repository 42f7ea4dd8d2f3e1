import { useLocation, useNavigate, useSearchParams } from "react-router";

/** `?submission=<id>` is the results view, `&name=<uuid>` the branding of one name (docs/requirements/name-generator.md#states). */
const submissionParam = "submission";
const nameParam = "name";

/**
 * What each history entry carries besides its address: the form's entry keeps the visitor's idea (the
 * browser keeps entry state across a reload), and an entry opened from the page says so, so the page's
 * own Back buttons step back through history instead of stacking a new entry.
 */
interface EntryState {
  idea?: string;
  openedFromPage?: boolean;
}

/** History state is whatever the entry was given, or null: read only the two fields this page writes. */
function entryState(state: unknown): EntryState {
  if (typeof state !== "object" || state === null) return {};
  const idea: unknown = "idea" in state ? state.idea : undefined;
  const openedFromPage: unknown = "openedFromPage" in state ? state.openedFromPage : undefined;
  return {
    ...(typeof idea === "string" ? { idea } : {}),
    ...(openedFromPage === true ? { openedFromPage } : {}),
  };
}

/**
 * The generator's views kept in the URL, so reload, Back and a pasted link restore them: the form, the
 * results of one submission, and the branding of one of its names.
 */
export function useGeneratorUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = entryState(location.state);
  const submissionId = params.get(submissionParam);
  const resultsSearch = (id: string) => `?${new URLSearchParams({ [submissionParam]: id }).toString()}`;

  return {
    submissionId,
    pickedId: params.get(nameParam),
    /** The idea to show in the form: the one this entry was left with, or nothing. */
    idea: state.idea ?? "",
    /** Changes with every history entry, so the form starts again from that entry's idea. */
    entryKey: location.key,
    /** After a submission: the form's entry remembers the idea, and the results get an entry of their own. */
    showResults(id: string, idea: string) {
      void navigate({ search: "" }, { replace: true, state: { idea } satisfies EntryState });
      void navigate({ search: resultsSearch(id) }, { state: { openedFromPage: true } satisfies EntryState });
    },
    /** The results' Back: to the form, with the idea these results were for. */
    backToForm(idea: string) {
      if (state.openedFromPage) void navigate(-1);
      else void navigate({ search: "" }, { state: { idea } satisfies EntryState });
    },
    pick(uuid: string) {
      if (!submissionId) return;
      const search = new URLSearchParams({ [submissionParam]: submissionId, [nameParam]: uuid });
      void navigate({ search: `?${search.toString()}` }, { state: { openedFromPage: true } satisfies EntryState });
    },
    unpick() {
      if (state.openedFromPage) void navigate(-1);
      else if (submissionId) void navigate({ search: resultsSearch(submissionId) });
    },
  };
}

export type GeneratorUrl = ReturnType<typeof useGeneratorUrl>;
