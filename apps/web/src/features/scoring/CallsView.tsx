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
import { Button } from "../../components/ui/Button";
import { Field } from "../../components/ui/Field";
import { Panel } from "../../components/ui/Panel";
import { NoData, ScoringView } from "./ScoringView";
import styles from "./CallsView.module.css";

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
    <ScoringView id="calls-title" title={scoringLabels.pageCalls}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <Field label="Search by company" labelHidden>
            {(control) => (
              <input
                {...control}
                type="search"
                value={search}
                placeholder={scoringMessages.searchPlaceholder}
                onChange={(event) => onSearch(event.target.value)}
                maxLength={scoringConstants.searchMaxLength}
              />
            )}
          </Field>
        </div>
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
            <NoData>{scoringMessages.noCallsMatch}</NoData>
          )}
          {/* Below the table and pinned to the window's bottom edge while the list is on screen: always in reach. */}
          <Panel as="div" className={styles.pager}>
            <p aria-live="polite">
              {total > 0 ? scoringMessages.showing(first, last, total) : scoringMessages.noCalls}
            </p>
            <div className={styles.pagerButtons}>
              <Button variant="secondary" onClick={() => go(page - 1)} disabled={total === 0 || page <= 1}>
                {scoringLabels.previous}
              </Button>
              <span>{scoringMessages.pageOf(page, Math.max(totalPages, 1))}</span>
              <Button variant="secondary" onClick={() => go(page + 1)} disabled={total === 0 || page >= totalPages}>
                {scoringLabels.next}
              </Button>
            </div>
          </Panel>
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
    </ScoringView>
  );
}
