import { dreamTeamMessages } from "@dugout/contracts/dream-team";
import { api, ApiError } from "../../lib/api";

/** docs/requirements/dream-team.md#messages: a failed Dream Team or RAVI fetch is held as "HTTP error! status: {code}". */
export async function fetchDreamTeam(path: string, signal?: AbortSignal): Promise<unknown> {
  try {
    return await api<unknown>(path, signal ? { signal } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new Error(dreamTeamMessages.httpError(error.status));
    throw error;
  }
}
