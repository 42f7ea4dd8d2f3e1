import { userStatusLabels, type UserStatus } from "@dugout/contracts/users";
import styles from "./Users.module.css";

const tone: Record<UserStatus, string | undefined> = {
  active: styles.statusActive,
  invited: styles.statusInvited,
  deactivated: styles.statusDeactivated,
};

/** The status in words (colour only repeats them). */
export function StatusBadge({ status }: { status: UserStatus }) {
  return <span className={`${styles.badge} ${tone[status] ?? ""}`}>{userStatusLabels[status]}</span>;
}
