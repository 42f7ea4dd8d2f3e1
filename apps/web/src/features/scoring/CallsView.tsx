import {
  scoringConstants,
  scoringLabels,
  scoringMessages,
  type ScoresResponse,
  type ScoringSortColumn,
} from "@dugout/contracts/scoring";
import { CallDetailsModal } from "./CallDetailsModal";
import { CallsTable } from "./CallsTable";
import type { SortState } from "./sorting";
import styles from "./Scoring.module.css";

interface CallsViewProps {
  search: string;
  onSearch: (value: string) => void;
  result: ScoresResponse | undefined;
  page: number;
  onPage: (page: number) => void;
  sort: SortState;
  onSort: (column: ScoringSortColumn) => void;
  exportHref: string;
  status: React.ReactNode;
  /** The open call's id ("" for none), kept in the address by the caller. */
  openCall: string;
  onOpenCall: (gongCallId: string) => void;
  onCloseCall: () => void;
}

/** "Call Records": search, summary, paging, the sortable table and the details dialog. */
export function CallsView({
  search,
  onSearch,
  result,
  page,
  onPage,
  sort,
  onSort,
  exportHref,
  status,
  openCall,
  onOpenCall,
  onCloseCall,
}: CallsViewProps) {
  const total = result?.pagination.total_count ?? 0;
  const totalPages = result?.pagination.total_pages ?? 0;
  const first = (page - 1) * scoringConstants.pageSize + 1;
  const last = Math.min(page * scoringConstants.pageSize, total);
  // Focus goes back to the call's row (its button), however the dialog was opened.
  const rowButton = (id: string) =>
    Array.from(document.querySelectorAll<HTMLElement>("button[data-call-id]")).find(
      (button) => button.dataset.callId === id,
    );
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages) onPage(target);
  };

  return (
    <section aria-labelledby="calls-title" className={styles.view}>
      <h2 id="calls-title">{scoringLabels.pageCalls}</h2>
      <div className={styles.toolbar}>
        <label className={styles.search}>
          <span className="visually-hidden">Search by company</span>
          <input
            type="search"
            value={search}
            placeholder={scoringMessages.searchPlaceholder}
            onChange={(event) => onSearch(event.target.value)}
            maxLength={scoringConstants.searchMaxLength}
          />
        </label>
        <a className={styles.exportLink} href={exportHref} download>
          Export CSV
        </a>
      </div>
      {search.trim().length > 0 && search.trim().length < scoringConstants.searchMinLength && (
        <p className={styles.hint} role="status">
          {scoringMessages.searchHint}
        </p>
      )}
      {status ?? (
        <>
          {result && result.data.length > 0 ? (
            <CallsTable
              calls={result.data}
              sort={sort}
              onSort={onSort}
              onOpen={(call) => onOpenCall(call.gong_call_id)}
            />
          ) : (
            <p className={styles.empty}>{scoringMessages.noCallsMatch}</p>
          )}
          {/* Below the table and pinned to the window's bottom edge while the list is on screen: always in reach. */}
          <div className={styles.pager}>
            <p aria-live="polite">
              {total > 0 ? scoringMessages.showing(first, last, total) : scoringMessages.noCalls}
            </p>
            <div className={styles.pagerButtons}>
              <button type="button" onClick={() => go(page - 1)} disabled={total === 0 || page <= 1}>
                {scoringLabels.previous}
              </button>
              <span>{scoringMessages.pageOf(page, Math.max(totalPages, 1))}</span>
              <button type="button" onClick={() => go(page + 1)} disabled={total === 0 || page >= totalPages}>
                {scoringLabels.next}
              </button>
            </div>
          </div>
        </>
      )}
      {openCall && (
        <CallDetailsModal
          gongCallId={openCall}
          known={result?.data.find((call) => call.gong_call_id === openCall)}
          onClose={onCloseCall}
          returnFocus={() => rowButton(openCall)}
        />
      )}
    </section>
  );
}
