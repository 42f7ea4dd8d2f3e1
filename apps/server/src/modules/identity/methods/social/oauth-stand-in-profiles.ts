import type { OAuthProviderId } from "@dugout/contracts/signin-widget";

/** The person a stand-in provider signs in. */
export interface StandInUser {
  id: string;
  email?: string | undefined;
  emailVerified: boolean;
  name: string;
  image?: string | undefined;
}

/** GitHub and GitLab number their users; a stand-in id that is a number is answered as one. */
const numeric = (id: string): string | number => (/^\d+$/.test(id) ? Number(id) : id);

/**
 * What each provider's userinfo answers, in its real shape (oauth-stand-in.ts), so the mappers of
 * oauth-profiles.ts meet the nesting and field names they meet in production. `emails` is GitHub's
 * and Bitbucket's address list.
 */
export function standInProfile(provider: OAuthProviderId, user: StandInUser, part: "profile" | "emails"): unknown {
  const { id, email, emailVerified, name, image } = user;
  if (part === "emails") {
    if (provider === "github") {
      return email ? [{ email, primary: true, verified: emailVerified, visibility: "private" }] : [];
    }
    if (provider === "bitbucket") {
      return { values: email ? [{ email, is_primary: true, is_confirmed: emailVerified, type: "email" }] : [] };
    }
    return undefined;
  }
  const oidc = { sub: id, email, email_verified: emailVerified, name, picture: image };
  switch (provider) {
    case "google":
    case "linkedin":
    case "yahoo":
      return oidc;
    case "microsoft":
      // Microsoft's userinfo has no email_verified.
      return { sub: id, email, name, given_name: name.split(" ")[0], picture: image };
    case "twitch":
      return { sub: id, email, email_verified: emailVerified, preferred_username: name, picture: image };
    case "salesforce":
      return { ...oidc, sub: `https://login.salesforce.com/id/00D000000000001/${id}`, user_id: id };
    case "slack":
      return { ok: true, ...oidc, "https://slack.com/user_id": id, "https://slack.com/team_id": "T0001" };
    case "github":
      // The public address is often unset; the address list has it.
      return { id: numeric(id), login: name.toLowerCase().replace(/\s+/g, "-"), name, email: null, avatar_url: image };
    case "gitlab":
      return {
        id: numeric(id),
        username: name.toLowerCase().replace(/\s+/g, "."),
        name,
        email,
        avatar_url: image,
        confirmed_at: emailVerified ? "2024-01-01T00:00:00.000Z" : null,
      };
    case "facebook":
      return { id, name, email, picture: { data: { url: image, height: 50, width: 50, is_silhouette: false } } };
    case "discord":
      return { id, username: name.toLowerCase(), global_name: name, email, verified: emailVerified, avatar: "a1b2c3" };
    case "amazon":
      return { user_id: id, name, email };
    case "bitbucket":
      return { uuid: id, display_name: name, links: { avatar: { href: image } } };
    case "coinbase":
      return { data: { id, name, email, avatar_url: image } };
    case "twitter":
      return { data: { id, name, username: name.replace(/\s+/g, ""), profile_image_url: image } };
    case "tiktok":
      return {
        data: { user: { open_id: id, display_name: name, avatar_url: image } },
        error: { code: "ok", message: "" },
      };
    case "snapchat":
      return { data: { me: { externalId: id, displayName: name, bitmoji: { avatar: image } } } };
    case "figma":
      return { id, handle: name, email, img_url: image };
    case "apple":
      // Apple has no userinfo endpoint: its profile is the token answer's id_token.
      return undefined;
  }
}
