import { useSearchParams } from "react-router";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import { battingCageReportParams } from "@dugout/contracts/batting-cage-reports";
import { PageTitle } from "../../../components/PageTitle";
import styles from "./Admin.module.css";
import { ConfigurationForm } from "./ConfigurationForm";
import { ReportsView } from "./ReportsView";
import { Toast, useToast } from "./Toast";

type Section = "reports" | "configuration";

/**
 * The admin page of /batting_cage: a left menu with Reports and Configuration (docs/requirements/batting-cage.md#screens).
 * The section is in the address (`?section=configuration`; Reports, the default, keeps its own state there).
 */
export function BattingCageAdminPage() {
  const [params, setParams] = useSearchParams();
  const section: Section =
    params.get(battingCageReportParams.section) === "configuration" ? "configuration" : "reports";
  const setSection = (target: Section) => {
    if (target === section) return;
    setParams(target === "configuration" ? { [battingCageReportParams.section]: target } : {});
  };
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
