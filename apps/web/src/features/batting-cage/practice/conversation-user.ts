import type { ConversationUser } from "@dugout/contracts/batting-cage";
import type { SessionUser } from "../../../lib/session";

/** The identity-provider user data a conversation carries (docs/requirements/batting-cage.md#conversation), from the session. */
export function conversationUserOf(user: SessionUser): ConversationUser {
  return {
    user_id: user.id,
    name: { first_name: user.first_name || null, last_name: user.last_name || null },
    providers: user.providers.map((provider) => ({
      provider_type: provider,
      profile_picture_url: provider === "google" ? user.image : null,
    })),
  };
}
