import { formatDurationMs } from "@dugout/contracts/time";
import {
  scoreCategories,
  scoringColumnLabels,
  scoringSortColumns,
  type CallRecord,
  type ScoringSortColumn,
} from "@dugout/contracts/scoring";
import { categoryTooltipLabel, formatCallDate, formatScore } from "./format";
import { Tooltip } from "../../components/ui/Tooltip";
import type { SortState } from "./sorting";
import styles from "./CallsTable.module.css";
import { Button } from "../../components/ui/Button";
import { ScrollRegion } from "../../components/ui/ScrollRegion";

const descriptions = new Map<string, string>(scoreCategories.map((category) => [category.key, category.description]));

function cell(call: CallRecord, column: ScoringSortColumn): string {
  switch (column) {
    case "date":
      return formatCallDate(call.date);
    case "duration_ms":
      return formatDurationMs(call.duration_ms);
    case "rep":
    case "user_email":
    case "company_name":
      return call[column] ?? "";
    default:
      return formatScore(call[column]);
  }
}

interface CallsTableProps {
  calls: CallRecord[];
  sort: SortState;
  onSort: (column: ScoringSortColumn) => void;
  onOpen: (call: CallRecord) => void;
}

/**
 * The Calls table: every column sorts (on the server); a row opens the call's details. It scrolls inside
 * its own box, both ways, with the header row and the first column (Rep, the row's button) kept in view,
 * so the page never grows wider than the window. The box takes the keyboard focus, for scrolling.
 */
export function CallsTable({ calls, sort, onSort, onOpen }: CallsTableProps) {
  return (
    // Named after the table, whose title is above it.
    <ScrollRegion className={styles.tableWrap} labelledBy="calls-title" data-testid="calls-table-scroller">
      <table className={styles.table} aria-labelledby="calls-title">
        <thead>
          <tr>
            {scoringSortColumns.map((column) => {
              const active = sort.column === column;
              const description = descriptions.get(column);
              const label = scoringColumnLabels[column];
              return (
                <th
                  key={column}
                  scope="col"
                  aria-sort={active ? (sort.direction === "asc" ? "ascending" : "descending") : "none"}
                >
                  <button type="button" className={styles.sortButton} onClick={() => onSort(column)}>
                    {label}
                    <span aria-hidden="true" className={styles.sortMark}>
                      {active ? (sort.direction === "asc" ? "▲" : "▼") : "↕"}
                    </span>
                  </button>
                  {description && <Tooltip label="" description={description} triggerLabel={categoryTooltipLabel} />}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {calls.map((call) => (
            // The row is the mouse target of docs/requirements/scoring-champ.md#calls-page; the button in its first cell is the keyboard one.
            <tr key={call.gong_call_id} className={styles.row} onClick={() => onOpen(call)}>
              {scoringSortColumns.map((column, index) => (
                <td key={column}>
                  {index === 0 ? (
                    <Button
                      variant="link"

                      data-call-id={call.gong_call_id}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(call);
                      }}
                      aria-label={`Open call with ${call.company_name ?? "unknown company"} by ${call.rep ?? "unknown rep"}`}
                    >
                      {cell(call, column) || "—"}
                    </Button>
                  ) : (
                    cell(call, column)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
