import type { ManagedUser } from "@dugout/contracts/users";
import { usersCopy } from "./copy";
import { UserRow } from "./UserRow";
import { Table } from "../../components/ui/Table";

interface UsersTableProps {
  users: readonly ManagedUser[];
  currentUserId: string;
  onDone: (message: string) => void;
}

/** Everyone, one row each. On a narrow screen the table scrolls inside its frame, not the page. */
export function UsersTable({ users, currentUserId, onDone }: UsersTableProps) {
  const { columns } = usersCopy;
  return (
    <Table caption={usersCopy.tableCaption}>
      <thead>
        <tr>
          <th scope="col">{columns.email}</th>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.role}</th>
          <th scope="col">{columns.status}</th>
          <th scope="col">{columns.lastSignIn}</th>
          <th scope="col">{columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} isYou={user.id === currentUserId} onDone={onDone} />
        ))}
      </tbody>
    </Table>
  );
}
