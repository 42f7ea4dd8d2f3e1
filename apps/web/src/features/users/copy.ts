import type { ManagedRole } from "@dugout/contracts/users";

/**
 * The page's own wording. What the server also says (the title, the intro, the invitation and
 * conflict messages, the status labels) comes from usersMessages and userStatusLabels in contracts.
 */
export const usersCopy = {
  loading: "Loading users...",
  inviteHeading: "Invite someone",
  email: "Email",
  role: "Role",
  sendInvitation: "Send invitation",
  peopleHeading: "People",
  tableCaption: "Everyone with a Dugout account, by email",
  columns: {
    email: "Email",
    name: "Name",
    role: "Role",
    status: "Status",
    lastSignIn: "Last sign-in",
    actions: "Actions",
  },
  noName: "Not given",
  never: "Never",
  you: "(you)",
  roleOf: (email: string) => `Role of ${email}`,
  signOutEverywhere: "Sign out everywhere",
  deactivate: "Deactivate",
  reactivate: "Reactivate",
  exportData: "Export data",
  erase: "Erase",
  cancel: "Cancel",
  confirmDeactivate: {
    title: (email: string) => `Deactivate ${email}?`,
    body: "Their sessions end now and they can no longer sign in until an admin reactivates them. Their data stays.",
  },
  confirmSignOut: {
    title: (email: string) => `Sign ${email} out everywhere?`,
    body: "Every session of theirs ends now, on every device. They can sign in again.",
    bodyForYou: "Every session of yours ends now, this one included: you will have to sign in again.",
  },
  confirmErase: {
    title: (email: string) => `Erase ${email} and their data?`,
    body: "Their account, sign-ins, practice transcripts and agent usage under their name are deleted now and cannot be restored; their sessions end. Their call scores stay in the team's figures, without their name. Export their data first if they asked for it.",
  },
  done: {
    role: (email: string, role: ManagedRole) => `${email} is now ${role === "admin" ? "an admin" : "a rep"}.`,
    signOutEverywhere: (email: string) => `${email} is signed out everywhere.`,
    deactivate: (email: string) => `${email} is deactivated.`,
    reactivate: (email: string) => `${email} is reactivated.`,
    erase: (email: string) => `${email} is erased.`,
  },
} as const;

/** The role select's choices: no role is a sales rep. */
export const roleChoices: readonly { value: "" | "admin"; label: string; role: ManagedRole }[] = [
  { value: "", label: "Rep", role: null },
  { value: "admin", label: "Admin", role: "admin" },
];

export const roleFromChoice = (value: string): ManagedRole => (value === "admin" ? "admin" : null);
export const choiceFromRole = (role: ManagedRole): "" | "admin" => (role === "admin" ? "admin" : "");
