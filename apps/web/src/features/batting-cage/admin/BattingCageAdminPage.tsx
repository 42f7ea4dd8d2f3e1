import { useState } from "react";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import { PageTitle } from "../../../components/PageTitle";
import styles from "./Admin.module.css";
import { ConfigurationForm } from "./ConfigurationForm";
import { ReportsView } from "./ReportsView";
import { Toast, useToast } from "./Toast";

type Section = "reports" | "configuration";

/** The admin page of /batting_cage: a left menu with Reports and Configuration (docs/requirements/batting-cage.md#screens). */
export function BattingCageAdminPage() {
  const [section, setSection] = useState<Section>("reports");
  const { toast, show, close } = useToast();
  const entries: { value: Section; label: string }[] = [
    { value: "reports", label: battingCageLabels.menuReports },
    { value: "configuration", label: battingCageLabels.menuConfiguration },
  ];
  return (
    <div className={styles.page}>
      <PageTitle>Batting Cage Admin</PageTitle>
      <div className={styles.layout}>
        <nav className={styles.menu} aria-label="Batting cage admin">
          <ul>
            {entries.map((entry) => (
              <li key={entry.value}>
                <button
                  type="button"
                  aria-current={section === entry.value ? "page" : undefined}
                  onClick={() => setSection(entry.value)}
                >
                  {entry.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.content}>
          {section === "reports" ? <ReportsView /> : <ConfigurationForm onToast={show} />}
        </div>
      </div>
      <Toast toast={toast} onClose={close} />
    </div>
  );
}
