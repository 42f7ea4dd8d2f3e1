import { queryOptions, useQuery } from "@tanstack/react-query";
import {
  auditApiPaths,
  auditEventsAnswerSchema,
  auditPageSize,
  auditQuery,
  type AuditFilters,
} from "@dugout/contracts/audit";
import { api } from "../../lib/api";

/** One page of the audit trail under the filters (ISO instants for the period). */
const auditEventsQuery = (filters: AuditFilters, offset: number) =>
  queryOptions({
    queryKey: ["audit-events", filters, offset],
    queryFn: ({ signal }) =>
      api(auditQuery(auditApiPaths.list, filters, { limit: auditPageSize, offset }), {
        schema: auditEventsAnswerSchema,
        signal,
      }),
  });

/** The page keeps showing the previous page while the next one loads, so the table does not jump. */
export function useAuditEvents(filters: AuditFilters, offset: number) {
  return useQuery({ ...auditEventsQuery(filters, offset), placeholderData: (previous) => previous });
}

/** The CSV of every event under the filters (a download: the browser sends the session cookie). */
export const auditCsvUrl = (filters: AuditFilters): string => auditQuery(auditApiPaths.csv, filters);
