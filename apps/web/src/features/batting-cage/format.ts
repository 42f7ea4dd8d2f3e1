import type { ConversationUser } from "@dugout/contracts/batting-cage";

export function agentName(user: ConversationUser | null | undefined): string {
  const name = [user?.name.first_name, user?.name.last_name].filter((part) => part && part.trim() !== "").join(" ");
  return name || "Unknown";
}

/** The Google entry's picture, else any picture the providers list carries (docs/requirements/batting-cage.md#conversation). */
export function agentPicture(user: ConversationUser | null | undefined): string | null {
  const providers = user?.providers ?? [];
  const google = providers.find((provider) => provider.provider_type.toLowerCase().includes("google"));
  return (google ?? providers.find((provider) => provider.profile_picture_url))?.profile_picture_url ?? null;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
