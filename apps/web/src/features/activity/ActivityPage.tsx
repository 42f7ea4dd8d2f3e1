import { activityLabels, activityMessages, auditPageSize } from "@dugout/contracts/audit";
import { pageLabels } from "@dugout/contracts/pages";
import { PanelPage } from "../../components/ui/PanelPage";
import { auditCsvUrl, useAuditEvents } from "./api";
import { EventsTable } from "./EventsTable";
import { FilterForm } from "./FilterForm";
import { apiFilters, useActivityFilters } from "./use-activity-filters";
import styles from "./Activity.module.css";
import { Button } from "../../components/ui/Button";
import { Panel } from "../../components/ui/Panel";

/**
 * The Activity page (admins only): the audit trail, filtered by person, action and period, newest first, with the
 * times in the viewer's zone and the same filters as a CSV download. The filters and the page are in the URL.
 */
export function ActivityPage() {
  const { form, page, apply, goToPage } = useActivityFilters();
  const filters = apiFilters(form);
  const offset = (page - 1) * auditPageSize;
  const events = useAuditEvents(filters, offset);
  const total = events.data?.total ?? 0;
  const shown = events.data?.events ?? [];

  return (
    <PanelPage title={pageLabels.activity} intro={activityLabels.intro}>
      <Panel aria-label={activityLabels.filtersHeading}>
        <FilterForm key={JSON.stringify(form)} initial={form} onApply={apply} />
        <p className={styles.download}>
          <a href={auditCsvUrl(filters)} download>
            {activityLabels.downloadCsv}
          </a>
        </p>
      </Panel>
      <Panel aria-busy={events.isFetching}>
        {events.data === undefined ? (
          events.isError ? (
            <p className={styles.error} role="alert">
              {events.error.message}
            </p>
          ) : (
            <p className={styles.muted} role="status">
              {activityMessages.loading}
            </p>
          )
        ) : shown.length === 0 ? (
          <p role="status">{activityMessages.empty}</p>
        ) : (
          <>
            {events.isError ? (
              <p className={styles.error} role="alert">
                {events.error.message}
              </p>
            ) : null}
            <EventsTable events={shown} />
            <nav className={styles.pager} aria-label={`${pageLabels.activity} pages`}>
              <Button variant="secondary" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                {activityLabels.previous}
              </Button>
              <span>{activityLabels.range(offset + 1, offset + shown.length, total)}</span>
              <Button variant="secondary" disabled={offset + auditPageSize >= total} onClick={() => goToPage(page + 1)}>
                {activityLabels.next}
              </Button>
            </nav>
          </>
        )}
      </Panel>
    </PanelPage>
  );
}
