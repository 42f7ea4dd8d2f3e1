import { useRef, useState } from "react";
import { leadExportUrl, leadsCopy, leadsPageSize, leadApiPaths, type Lead } from "@dugout/contracts/leads";
import { formatDateTime } from "../../lib/time";
import { useEraseLead, useLeads } from "./api";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog";
import { usersCopy } from "./copy";
import styles from "./Users.module.css";
import { Button, buttonClassName } from "../../components/ui/Button";
import { Table } from "../../components/ui/Table";
import { Panel } from "../../components/ui/Panel";

/**
 * The name generator's leads (admins only, like the page): who unlocked their results, a CSV of all of them, and
 * a prospect's privacy request answered from their row: their data as a JSON download, or erased. Folded until
 * opened, and read only then: most visits to the page are about accounts.
 */
export function LeadsSection() {
  const [open, setOpen] = useState(false);
  const [offset, setOffset] = useState(0);
  const leads = useLeads(offset, open);
  const erase = useEraseLead();
  const [confirming, setConfirming] = useState<Lead | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirmErase = (lead: Lead) => {
    setConfirming(null);
    setError(null);
    erase.mutate(lead.email, {
      onSuccess: (count) => {
        setAnnouncement(leadsCopy.erased(lead.email, count));
        // The row and its buttons are gone: the section's heading keeps the focus in place.
        heading.current?.focus();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const total = leads.data?.total ?? 0;
  const shown = leads.data?.leads ?? [];
  return (
    <Panel as="details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <h2 id="leads-heading" ref={heading} tabIndex={-1} className={styles.summaryHeading}>
          {leadsCopy.heading}
        </h2>
      </summary>
      <p className={styles.muted}>{leadsCopy.intro}</p>
      <p>
        <a href={leadApiPaths.csv} download>
          {leadsCopy.downloadCsv}
        </a>
      </p>
      <p className={styles.success} role="status">
        {announcement}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {leads.data === undefined ? (
        leads.isError ? (
          <p className={styles.error} role="alert">
            {leads.error.message}
          </p>
        ) : (
          <p className={styles.muted} role="status">
            {leadsCopy.loading}
          </p>
        )
      ) : shown.length === 0 ? (
        <p>{leadsCopy.empty}</p>
      ) : (
        <>
          <Table caption={leadsCopy.tableCaption}>
            <thead>
              <tr>
                <th scope="col">{leadsCopy.columns.email}</th>
                <th scope="col">{leadsCopy.columns.name}</th>
                <th scope="col">{leadsCopy.columns.timeline}</th>
                <th scope="col">{leadsCopy.columns.idea}</th>
                <th scope="col">{leadsCopy.columns.unlocked}</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((lead) => (
                <tr key={lead.submission_id}>
                  <th scope="row" className={styles.email}>
                    {lead.email}
                  </th>
                  <td>{lead.name}</td>
                  <td className={styles.nowrap}>{lead.timeline}</td>
                  <td>{lead.description}</td>
                  <td className={styles.nowrap}>
                    <time dateTime={lead.unlocked_at}>
                      {formatDateTime(lead.unlocked_at, { withZoneName: true }) ?? lead.unlocked_at}
                    </time>
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <a className={buttonClassName("secondary")} href={leadExportUrl(lead.email)} download>
                        {leadsCopy.exportData}
                        <span className="visually-hidden"> {lead.email}</span>
                      </a>
                      <Button variant="dangerOutline" disabled={erase.isPending} onClick={() => setConfirming(lead)}>
                        {leadsCopy.erase}
                        <span className="visually-hidden"> {lead.email}</span>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <nav className={styles.actions} aria-label={leadsCopy.heading}>
            <Button
              variant="secondary"
              disabled={offset === 0}
              onClick={() => setOffset(Math.max(0, offset - leadsPageSize))}
            >
              {leadsCopy.previous}
            </Button>
            <span>{leadsCopy.range(offset + 1, offset + shown.length, total)}</span>
            <Button
              variant="secondary"
              disabled={offset + leadsPageSize >= total}
              onClick={() => setOffset(offset + leadsPageSize)}
            >
              {leadsCopy.next}
            </Button>
          </nav>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          cancelLabel={usersCopy.cancel}
          confirmVariant="danger"
          title={leadsCopy.confirmErase.title(confirming.email)}
          message={leadsCopy.confirmErase.body}
          confirmLabel={leadsCopy.erase}
          onConfirm={() => confirmErase(confirming)}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </Panel>
  );
}
