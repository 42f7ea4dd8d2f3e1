import { userStatusLabels, type UserStatus } from "@dugout/contracts/users";
import { StatusBadge, type StatusTone } from "../../components/ui/StatusBadge";

const tone: Record<UserStatus, StatusTone> = {
  active: "positive",
  invited: "neutral",
  deactivated: "negative",
};

/** A person's status in words (the colour only repeats them). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusBadge tone={tone[status]}>{userStatusLabels[status]}</StatusBadge>;
}
