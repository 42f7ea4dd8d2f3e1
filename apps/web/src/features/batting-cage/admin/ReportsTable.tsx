import { battingCageLabels, type ConversationSummary } from "@dugout/contracts/batting-cage";
import { battingCageReportLabels, practiceScoreStatusLabels } from "@dugout/contracts/batting-cage-reports";
import { formatDurationMs } from "@dugout/contracts/time";
import { formatDateTime } from "../../../lib/time";
import { agentName } from "../format";
import styles from "./Admin.module.css";
import { Button } from "../../../components/ui/Button";
import { Table } from "../../../components/ui/Table";

/** The score column says honestly why a call has no total: still scoring, too short, failed, or still running. */
export function scoreText(conversation: Pick<ConversationSummary, "score" | "score_status">): string {
  const status = conversation.score_status;
  if (status === "scored" && typeof conversation.score === "number") return String(Math.round(conversation.score));
  if (status && status !== "scored") return practiceScoreStatusLabels[status];
  return battingCageReportLabels.noScore;
}

/** The range's conversations, newest first; a row (or its name button) opens the conversation. */
export function ReportsTable({
  conversations,
  timeZone,
  onOpen,
}: {
  conversations: ConversationSummary[];
  timeZone: string;
  onOpen: (id: string) => void;
}) {
  return (
    <Table caption="Sessions">
      <thead>
        <tr>
          <th scope="col">{battingCageLabels.columnAgent}</th>
          <th scope="col">{battingCageLabels.columnDate}</th>
          <th scope="col">{battingCageLabels.columnDuration}</th>
          <th scope="col">{battingCageLabels.columnStatus}</th>
          <th scope="col">{battingCageReportLabels.columnScore}</th>
        </tr>
      </thead>
      <tbody>
        {conversations.map((conversation) => (
          <tr key={conversation.id} className={styles.row} onClick={() => onOpen(conversation.id)}>
            <td>
              <Button
                variant="link"
                data-conversation-id={conversation.id}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(conversation.id);
                }}
              >
                {agentName(conversation.user)}
              </Button>
            </td>
            <td>{formatDateTime(conversation.created_at, { timeZone }) ?? ""}</td>
            <td>{formatDurationMs(conversation.duration_ms)}</td>
            <td>{conversation.status}</td>
            <td className={conversation.score_status === "scored" ? styles.scoreValue : styles.muted}>
              {scoreText(conversation)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
