import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import {
  userApiPaths,
  userStatusLabels,
  usersAnswerSchema,
  usersMessages,
  type ManagedUser,
} from "@dugout/contracts/users";
import { onSessionChange } from "@dugout/signin-widget";
import { formatDateTime } from "../../lib/time";
import { apiError, installFakeBackend } from "../../test/fake-backend";
import { adminId, fakeUsersApi, repId } from "./test/fake-users-api";
import { UsersPage } from "./UsersPage";

afterEach(() => {
  document.cookie = "dugout_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UsersPage currentUserId={adminId} />
    </QueryClientProvider>,
  );
/** The Users API on a fresh fake backend; the backend is returned for assertions and holds. */
function usersApi(users?: ManagedUser[]) {
  const backend = installFakeBackend();
  fakeUsersApi(backend, users);
  return backend;
}

/** A person's row, found by its row header (the email, followed by "(you)" on the viewer's own row). */
async function rowOf(email: string): Promise<HTMLTableRowElement> {
  const header = await screen.findByRole("rowheader", { name: (name) => name === email || name === `${email} (you)` });
  const row = header.closest("tr");
  if (!row) throw new Error(`no row for ${email}`);
  return row;
}

describe("the Users page", () => {
  it("shows a loading state, then one row per person with role, status and last sign-in", async () => {
    const backend = usersApi();
    const release = backend.hold("GET", userApiPaths.list);
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: usersMessages.title })).toBeInTheDocument();
    expect(screen.getByText(usersMessages.intro)).toBeInTheDocument();
    expect(screen.getByText("Loading users...")).toHaveAttribute("role", "status");
    release();

    const rita = await rowOf("rita@example.com");
    expect(within(rita).getByRole("cell", { name: "Rita Rep" })).toBeInTheDocument();
    expect(within(rita).getByRole("combobox", { name: "Role of rita@example.com" })).toHaveValue("");
    expect(within(rita).getByText(userStatusLabels.active)).toBeInTheDocument();
    const signedIn = within(rita).getByText(formatDateTime("2025-06-01T08:30:00.000Z", { withZoneName: true }) ?? "");
    expect(signedIn.tagName).toBe("TIME");
    expect(signedIn).toHaveAttribute("datetime", "2025-06-01T08:30:00.000Z");
    expect(within(rita).getByRole("button", { name: "Sign out everywhere rita@example.com" })).toBeEnabled();
    expect(within(rita).getByRole("button", { name: "Deactivate rita@example.com" })).toBeEnabled();

    const ada = await rowOf("ada@example.com");
    expect(within(ada).getByRole("combobox", { name: "Role of ada@example.com" })).toHaveValue("admin");
    expect(within(ada).getByRole("rowheader")).toHaveTextContent("ada@example.com (you)");
    expect(screen.getByRole("table").querySelectorAll("tbody tr")).toHaveLength(2);
  });

  it("says so when there is nobody, and shows the server's message when the list fails", async () => {
    usersApi([]);
    const { unmount } = renderPage();
    expect(await screen.findByText(usersMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    unmount();

    usersApi().on("GET", userApiPaths.list, usersAnswerSchema, () =>
      apiError(403, "forbidden", "Only admins may do this."),
    );
    renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Only admins may do this.");
  });

  it("invites a rep: the button is disabled while sending, then the confirmation and the new row appear", async () => {
    const backend = usersApi();
    renderPage();
    await rowOf("rita@example.com");
    const form = screen.getByRole("form", { name: "Invite someone" });
    const email = within(form).getByRole("textbox", { name: "Email" });
    const role = within(form).getByRole("combobox", { name: "Role" });
    expect(
      within(role)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Rep", "Admin"]);
    await userEvent.type(email, "Newcomer@Example.com");
    const release = backend.hold("POST", userApiPaths.invitations);
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));

    expect(within(form).getByRole("button", { name: "Send invitation" })).toBeDisabled();
    release();
    expect(await screen.findByText(usersMessages.invited("newcomer@example.com"))).toBeInTheDocument();
    const [invitation] = backend.requestsTo("/api/users/invitations", "POST");
    expect(invitation?.body, "POST").toEqual({ email: "Newcomer@Example.com", role: null });
    expect(invitation?.headers.get("x-csrf-token")).toBe("test-csrf-token");
    const row = await rowOf("newcomer@example.com");
    expect(within(row).getByText(userStatusLabels.invited)).toBeInTheDocument();
    expect(within(row).getByText("Never")).toBeInTheDocument();
    expect(email).toHaveValue("");
    expect(email).toHaveFocus();
    expect(within(form).getByRole("button", { name: "Send invitation" })).toBeEnabled();
  });

  it("invites an admin, and shows the server's 409 under the email field when the person already has an account", async () => {
    const backend = usersApi();
    renderPage();
    await rowOf("rita@example.com");
    const form = screen.getByRole("form", { name: "Invite someone" });
    const email = within(form).getByRole("textbox", { name: "Email" });
    await userEvent.type(email, "rita@example.com");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "Admin");
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));

    expect(await within(form).findByText(usersMessages.alreadyExists)).toBeInTheDocument();
    expect(backend.requestsTo("/api/users/invitations", "POST")[0]?.body).toEqual({
      email: "rita@example.com",
      role: "admin",
    });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(usersMessages.alreadyExists);
    expect(email).toHaveValue("rita@example.com");
    expect(screen.queryByText(usersMessages.invited("rita@example.com"))).not.toBeInTheDocument();
  });

  it("refuses a malformed address before asking the server", async () => {
    const backend = usersApi();
    renderPage();
    await rowOf("rita@example.com");
    const form = screen.getByRole("form", { name: "Invite someone" });
    await userEvent.type(within(form).getByRole("textbox", { name: "Email" }), "not an address");
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(await within(form).findByText("Enter a valid email address.")).toBeInTheDocument();
    expect(backend.requestsTo("/api/users/invitations", "POST")).toHaveLength(0);
  });

  it("changes a role, and keeps the stored role with the server's message when it refuses", async () => {
    const backend = usersApi();
    renderPage();
    const rita = await rowOf("rita@example.com");
    const ritaRole = within(rita).getByRole("combobox", { name: "Role of rita@example.com" });
    const release = backend.hold("PATCH", userApiPaths.user);
    await userEvent.selectOptions(ritaRole, "Admin");
    expect(ritaRole).toBeDisabled();
    expect(ritaRole).toHaveValue("admin");
    release();
    await waitFor(() => expect(ritaRole).toBeEnabled());
    expect(ritaRole).toHaveValue("admin");
    expect(backend.requestsTo(`/api/users/${repId}`, "PATCH")[0]?.body).toEqual({ role: "admin" });
    expect(screen.getByText("rita@example.com is now an admin.")).toBeInTheDocument();

    const ada = await rowOf("ada@example.com");
    const adaRole = within(ada).getByRole("combobox", { name: "Role of ada@example.com" });
    await userEvent.selectOptions(adaRole, "Rep");
    expect(await within(ada).findByRole("alert")).toHaveTextContent(usersMessages.ownRole);
    expect(adaRole).toHaveValue("admin");
  });

  it("deactivates only after an accessible confirmation, and Cancel or Escape leave the person alone", async () => {
    const backend = usersApi();
    renderPage();
    const rita = await rowOf("rita@example.com");
    const deactivate = within(rita).getByRole("button", { name: "Deactivate rita@example.com" });

    await userEvent.click(deactivate);
    let dialog = screen.getByRole("alertdialog", { name: "Deactivate rita@example.com?" });
    expect(dialog).toHaveAccessibleDescription(/can no longer sign in/);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(deactivate).toHaveFocus();

    await userEvent.click(deactivate);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(backend.requestsTo(`/api/users/${repId}/deactivate`, "POST")).toHaveLength(0);

    await userEvent.click(deactivate);
    dialog = screen.getByRole("alertdialog", { name: "Deactivate rita@example.com?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Deactivate" }));
    expect(await within(rita).findByText(userStatusLabels.deactivated)).toBeInTheDocument();
    expect(backend.requestsTo(`/api/users/${repId}/deactivate`, "POST")).toHaveLength(1);
    expect(screen.getByText("rita@example.com is deactivated.")).toBeInTheDocument();
    const reactivate = within(rita).getByRole("button", { name: "Reactivate rita@example.com" });
    expect(reactivate).toHaveFocus();

    await userEvent.click(reactivate);
    expect(await within(rita).findByText(userStatusLabels.active)).toBeInTheDocument();
    expect(backend.requestsTo(`/api/users/${repId}/reactivate`, "POST")).toHaveLength(1);
  });

  it("shows the server's refusal in the row when an admin tries to deactivate themselves", async () => {
    usersApi();
    renderPage();
    const ada = await rowOf("ada@example.com");
    await userEvent.click(within(ada).getByRole("button", { name: "Deactivate ada@example.com" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Deactivate" }));
    expect(await within(ada).findByRole("alert")).toHaveTextContent(usersMessages.ownAccount);
    expect(within(ada).getByText(userStatusLabels.active)).toBeInTheDocument();
  });

  it("signs someone else out everywhere after confirming; the admin stays signed in", async () => {
    const backend = usersApi();
    const changes: string[] = [];
    const stop = onSessionChange((change) => changes.push(change));
    try {
      renderPage();
      const rita = await rowOf("rita@example.com");
      await userEvent.click(within(rita).getByRole("button", { name: "Sign out everywhere rita@example.com" }));
      const dialog = screen.getByRole("alertdialog", { name: "Sign rita@example.com out everywhere?" });
      await userEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
      expect(await screen.findByText("rita@example.com is signed out everywhere.")).toBeInTheDocument();
      expect(backend.requestsTo(`/api/users/${repId}/sign-out-everywhere`, "POST")).toHaveLength(1);
      expect(changes).toEqual([]);
    } finally {
      stop();
    }
  });

  it("sends the admin's own tabs to the sign-in screen after they sign themselves out everywhere", async () => {
    const backend = usersApi();
    const changes: string[] = [];
    const stop = onSessionChange((change) => changes.push(change));
    try {
      renderPage();
      const ada = await rowOf("ada@example.com");
      await userEvent.click(within(ada).getByRole("button", { name: "Sign out everywhere ada@example.com" }));
      const dialog = screen.getByRole("alertdialog", { name: "Sign ada@example.com out everywhere?" });
      expect(dialog).toHaveAccessibleDescription(/this one included/);
      await userEvent.click(within(dialog).getByRole("button", { name: "Sign out everywhere" }));
      await waitFor(() => expect(changes).toEqual(["signed_out"]));
      expect(backend.requestsTo(`/api/users/${adminId}/sign-out-everywhere`, "POST")).toHaveLength(1);
    } finally {
      stop();
    }
  });
});

describe("a person's data", () => {
  it("links each row to its JSON export, and erases a person only after an accessible confirmation", async () => {
    const backend = usersApi();
    renderPage();
    const rita = await rowOf("rita@example.com");
    expect(within(rita).getByRole("link", { name: "Export data rita@example.com" })).toHaveAttribute(
      "href",
      `/api/users/${repId}/export`,
    );
    const erase = within(rita).getByRole("button", { name: "Erase rita@example.com" });
    await userEvent.click(erase);
    const dialog = screen.getByRole("alertdialog", { name: "Erase rita@example.com and their data?" });
    expect(dialog).toHaveAccessibleDescription(/cannot be restored/);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(erase).toHaveFocus();
    expect(backend.requestsTo(`/api/users/${repId}/erase`, "POST")).toHaveLength(0);

    await userEvent.click(erase);
    await userEvent.click(
      within(screen.getByRole("alertdialog", { name: "Erase rita@example.com and their data?" })).getByRole("button", {
        name: "Erase",
      }),
    );
    expect(await screen.findByText("rita@example.com is erased.")).toBeInTheDocument();
    expect(backend.requestsTo(`/api/users/${repId}/erase`, "POST")).toHaveLength(1);
    expect(screen.queryByRole("rowheader", { name: "rita@example.com" })).toBeNull();
  });

  it("shows the server's refusal in the row when an admin tries to erase themselves", async () => {
    usersApi();
    renderPage();
    const ada = await rowOf("ada@example.com");
    await userEvent.click(within(ada).getByRole("button", { name: "Erase ada@example.com" }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Erase" }));
    expect(await within(ada).findByRole("alert")).toHaveTextContent(usersMessages.ownErasure);
  });
});

describe("the leads section", () => {
  it("is folded and unread until opened; then lists the name generator's leads with a CSV link and each lead's export, and erases one after asking", async () => {
    const backend = usersApi();
    renderPage();
    expect(screen.queryByRole("table", { name: "Leads of the Business Name Generator, newest first" })).toBeNull();
    expect(backend.requestsTo("/api/admin/leads")).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByText("Name-generator leads"));
    const section = screen.getByRole("group");
    expect(within(section).getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/admin/leads.csv");
    const row = (await within(section).findByRole("rowheader", { name: "robin@example.com" })).closest("tr");
    if (!row) throw new Error("no row for robin@example.com");
    expect(within(row).getByText("A bakery for dogs")).toBeInTheDocument();
    expect(
      within(row).getByText(formatDateTime("2025-06-03T10:00:00.000Z", { withZoneName: true }) ?? ""),
    ).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Export data robin@example.com" })).toHaveAttribute(
      "href",
      "/api/admin/leads/export?email=robin%40example.com",
    );

    await user.click(within(row).getByRole("button", { name: "Erase robin@example.com" }));
    const dialog = screen.getByRole("alertdialog", { name: "Erase everything of robin@example.com?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(backend.requestsTo("/api/admin/leads/erase", "POST")).toHaveLength(0);

    await user.click(within(row).getByRole("button", { name: "Erase robin@example.com" }));
    await user.click(
      within(screen.getByRole("alertdialog", { name: "Erase everything of robin@example.com?" })).getByRole("button", {
        name: "Erase",
      }),
    );
    expect(await within(section).findByText("Erased 1 submission(s) of robin@example.com.")).toBeInTheDocument();
    expect(await within(section).findByText("No leads yet.")).toBeInTheDocument();
  });
});
