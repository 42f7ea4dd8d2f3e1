import { useState } from "react";
import { usersMessages } from "@dugout/contracts/users";
import { PanelPage } from "../../components/ui/PanelPage";
import { useUsers } from "./api";
import { usersCopy } from "./copy";
import { InviteForm } from "./InviteForm";
import { LeadsSection } from "./LeadsSection";
import { UsersTable } from "./UsersTable";
import styles from "./Users.module.css";
import { Panel } from "../../components/ui/Panel";

/** The Users page (admins only): invite people, and manage the role and access of everyone. */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const users = useUsers();
  const [announcement, setAnnouncement] = useState("");

  return (
    <PanelPage title={usersMessages.title} intro={usersMessages.intro} className={styles.page}>
      <InviteForm />
      <Panel aria-labelledby="users-people-heading">
        <h2 id="users-people-heading">{usersCopy.peopleHeading}</h2>
        {/* Present from the start, so screen readers announce what each row action did. */}
        <p className={styles.success} role="status">
          {announcement}
        </p>
        {users.data === undefined ? (
          users.isError ? (
            <p className={styles.error} role="alert">
              {users.error.message}
            </p>
          ) : (
            <p className={styles.muted} role="status">
              {usersCopy.loading}
            </p>
          )
        ) : users.data.length === 0 ? (
          <p>{usersMessages.empty}</p>
        ) : (
          <UsersTable users={users.data} currentUserId={currentUserId} onDone={setAnnouncement} />
        )}
      </Panel>
      <LeadsSection />
    </PanelPage>
  );
}
