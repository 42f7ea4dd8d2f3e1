import {
  scoringConstants,
  scoringDefaultSortDirection,
  type ScoringSortColumn,
  type SortDirection,
} from "@dugout/contracts/scoring";

export interface SortState {
  column: ScoringSortColumn;
  direction: SortDirection;
}

export const defaultSort: SortState = {
  column: scoringConstants.defaultSort,
  direction: scoringConstants.defaultSortDirection,
};

/** The active column toggles; a new column starts ascending, except date, which starts descending. */
export function nextSort(current: SortState, column: ScoringSortColumn): SortState {
  if (current.column === column) return { column, direction: current.direction === "asc" ? "desc" : "asc" };
  return { column, direction: scoringDefaultSortDirection(column) };
}
