import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { battingCageLabels } from "@dugout/contracts/batting-cage";
import { routeMessages } from "@dugout/contracts/pages";
import { battingCageReportParams } from "@dugout/contracts/batting-cage-reports";
import { PageTitle } from "../../../components/PageTitle";
import styles from "./Admin.module.css";
import type { CoachingSlots } from "../coaching/coaching-slots";
import { ConfigurationForm } from "./ConfigurationForm";
import { ReportsView } from "./ReportsView";
import { Toast, useToast } from "../../../components/ui/Toast";
import { Panel } from "../../../components/ui/Panel";

// The coaching loop's areas load when opened: the page's first load stays within its budget (delivery.spec.ts).
const ScenariosView = lazy(() =>
  import("../coaching/ScenariosView").then((module) => ({ default: module.ScenariosView })),
);
const AssignmentsView = lazy(() =>
  import("../coaching/AssignmentsView").then((module) => ({ default: module.AssignmentsView })),
);

type Section = "reports" | "configuration" | "scenarios" | "assignments";
const otherSections: readonly Section[] = ["configuration", "scenarios", "assignments"];

/**
 * The admin page of /batting_cage: a left menu with Reports, Configuration, Scenarios and Assignments
 * (docs/requirements/batting-cage.md#screens). The section is in the address (`?section=scenarios`; Reports, the
 * default, keeps its own state there).
 */
export function BattingCageAdminPage({ coaching = {} }: { coaching?: CoachingSlots }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(battingCageReportParams.section);
  const section: Section = otherSections.find((each) => each === asked) ?? "reports";
  const setSection = (target: Section) => {
    if (target === section) return;
    setParams(target === "reports" ? {} : { [battingCageReportParams.section]: target });
  };
  const { toast, show, close } = useToast();
  const entries: { value: Section; label: string }[] = [
    { value: "reports", label: battingCageLabels.menuReports },
    { value: "configuration", label: battingCageLabels.menuConfiguration },
    { value: "scenarios", label: battingCageLabels.menuScenarios },
    { value: "assignments", label: battingCageLabels.menuAssignments },
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
        <Panel as="div" className={styles.content}>
          {section === "reports" && <ReportsView />}
          {section === "configuration" && <ConfigurationForm onToast={show} />}
          {(section === "scenarios" || section === "assignments") && (
            <Suspense fallback={<p role="status">{routeMessages.loading}</p>}>
              {section === "scenarios" ? (
                <ScenariosView onToast={show} draftPanel={coaching.draftPanel} />
              ) : (
                <AssignmentsView onToast={show} carryOver={coaching.carryOver} />
              )}
            </Suspense>
          )}
        </Panel>
      </div>
      <Toast toast={toast} onClose={close} />
    </div>
  );
}
