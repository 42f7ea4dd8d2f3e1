import { z } from "zod";

/**
 * What we take from a provider's profile, whatever its shape: its stable id for the person, and
 * the address, name and picture it gives. `emailVerified` is the provider's own claim; whether we
 * believe it is the table's `vouchesForEmail` (oauth-accounts.ts).
 */
export interface ProviderProfile {
  id: string;
  email?: string | undefined;
  emailVerified: boolean;
  name?: string | undefined;
  image?: string | undefined;
}

/** Providers write `email_verified` as a boolean or as the string "true". */
const verifiedFlag = z.union([z.boolean(), z.string(), z.null()]).optional();
const isTrue = (value: z.infer<typeof verifiedFlag>) => value === true || value === "true";
const text = z.string().nullish();
const id = z.union([z.string(), z.number()]).transform(String);
const orUndefined = (value: string | null | undefined) => (value ? value : undefined);

/** An OpenID Connect userinfo answer (Google, Microsoft, LinkedIn, Yahoo, Salesforce, Slack, Twitch). */
const oidcUserinfo = z
  .object({
    sub: id,
    email: text,
    email_verified: verifiedFlag,
    name: text,
    preferred_username: text,
    picture: text,
    /** Salesforce: the user id (its `sub` is a URL naming the org too). */
    user_id: text,
    /** Slack: the user id within the team. */
    "https://slack.com/user_id": text,
  })
  .loose();

export function oidcProfile(raw: unknown): ProviderProfile {
  const profile = oidcUserinfo.parse(raw);
  return {
    id: profile["https://slack.com/user_id"] ?? profile.user_id ?? profile.sub,
    email: orUndefined(profile.email),
    emailVerified: isTrue(profile.email_verified),
    name: orUndefined(profile.name) ?? orUndefined(profile.preferred_username),
    image: orUndefined(profile.picture),
  };
}

const appleUser = z.object({ name: z.object({ firstName: text, lastName: text }).nullish() });

/**
 * Apple's id_token claims (there is no userinfo endpoint). The name is never in the token: Apple posts
 * it once, as the `user` field of the first sign-in's form_post, which Better Auth hands over here.
 */
export function appleProfile(claims: unknown, user?: unknown): ProviderProfile {
  const token = z.object({ sub: z.string(), email: text, email_verified: verifiedFlag }).parse(claims);
  const posted = appleUser.safeParse(user);
  const name = posted.success
    ? [posted.data.name?.firstName, posted.data.name?.lastName].filter(Boolean).join(" ")
    : undefined;
  return {
    id: token.sub,
    email: orUndefined(token.email),
    emailVerified: isTrue(token.email_verified),
    name: orUndefined(name),
  };
}

const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

/** GitHub's /user, and /user/emails for the primary address and whether it is verified. */
export function githubProfile(user: unknown, emails: unknown): ProviderProfile {
  const profile = z.object({ id, login: z.string(), name: text, email: text, avatar_url: text }).parse(user);
  const listed = githubEmails.safeParse(emails);
  const primary = listed.success ? listed.data.find((entry) => entry.primary) : undefined;
  const email = primary?.email ?? orUndefined(profile.email);
  const verified = listed.success && listed.data.some((entry) => entry.email === email && entry.verified);
  return {
    id: profile.id,
    email,
    emailVerified: verified,
    name: orUndefined(profile.name) ?? profile.login,
    image: orUndefined(profile.avatar_url),
  };
}

/** GitLab's /api/v4/user: its primary address is confirmed when `confirmed_at` is set. */
export function gitlabProfile(raw: unknown): ProviderProfile {
  const profile = z
    .object({ id, username: text, name: text, email: text, avatar_url: text, confirmed_at: text })
    .parse(raw);
  return {
    id: profile.id,
    email: orUndefined(profile.email),
    emailVerified: Boolean(profile.confirmed_at),
    name: orUndefined(profile.name) ?? orUndefined(profile.username),
    image: orUndefined(profile.avatar_url),
  };
}

/** Facebook's Graph /me?fields=id,name,email,picture: it says nothing about the address. */
export function facebookProfile(raw: unknown): ProviderProfile {
  const profile = z
    .object({
      id,
      name: text,
      email: text,
      picture: z.object({ data: z.object({ url: text }) }).nullish(),
    })
    .parse(raw);
  return {
    id: profile.id,
    email: orUndefined(profile.email),
    emailVerified: false,
    name: orUndefined(profile.name),
    image: orUndefined(profile.picture?.data.url),
  };
}

/** Discord's /users/@me: `verified` is whether the address is verified. */
export function discordProfile(raw: unknown): ProviderProfile {
  const profile = z
    .object({ id, username: text, global_name: text, email: text, verified: z.boolean().nullish(), avatar: text })
    .parse(raw);
  return {
    id: profile.id,
    email: orUndefined(profile.email),
    emailVerified: profile.verified === true,
    name: orUndefined(profile.global_name) ?? orUndefined(profile.username),
    image: profile.avatar ? `https://cdn.discordapp.com/avatars/${profile.id}/${profile.avatar}.png` : undefined,
  };
}

/** Login with Amazon's /user/profile: no verification flag. */
export function amazonProfile(raw: unknown): ProviderProfile {
  const profile = z.object({ user_id: z.string(), name: text, email: text }).parse(raw);
  return {
    id: profile.user_id,
    email: orUndefined(profile.email),
    emailVerified: false,
    name: orUndefined(profile.name),
  };
}

const bitbucketEmails = z.object({
  values: z.array(z.object({ email: z.string(), is_primary: z.boolean(), is_confirmed: z.boolean() })),
});

/** Bitbucket's /2.0/user, and /2.0/user/emails for the primary address and whether it is confirmed. */
export function bitbucketProfile(user: unknown, emails: unknown): ProviderProfile {
  const profile = z
    .object({
      uuid: z.string(),
      display_name: text,
      links: z.object({ avatar: z.object({ href: text }).nullish() }).nullish(),
    })
    .parse(user);
  const listed = bitbucketEmails.safeParse(emails);
  const primary = listed.success ? listed.data.values.find((entry) => entry.is_primary) : undefined;
  return {
    id: profile.uuid,
    email: primary?.email,
    emailVerified: primary?.is_confirmed === true,
    name: orUndefined(profile.display_name),
    image: orUndefined(profile.links?.avatar?.href),
  };
}

/** Coinbase's /v2/user: the profile under `data`, no verification flag. */
export function coinbaseProfile(raw: unknown): ProviderProfile {
  const { data } = z.object({ data: z.object({ id, name: text, email: text, avatar_url: text }) }).parse(raw);
  return {
    id: data.id,
    email: orUndefined(data.email),
    emailVerified: false,
    name: orUndefined(data.name),
    image: orUndefined(data.avatar_url),
  };
}

/** X's /2/users/me: the profile under `data`, and no address at all. */
export function twitterProfile(raw: unknown): ProviderProfile {
  const { data } = z.object({ data: z.object({ id, name: text, username: text, profile_image_url: text }) }).parse(raw);
  return {
    id: data.id,
    emailVerified: false,
    name: orUndefined(data.name) ?? orUndefined(data.username),
    image: orUndefined(data.profile_image_url),
  };
}

/** TikTok's /v2/user/info/: `data.user`, keyed by `open_id`, and no address. */
export function tiktokProfile(raw: unknown): ProviderProfile {
  const { data } = z
    .object({ data: z.object({ user: z.object({ open_id: z.string(), display_name: text, avatar_url: text }) }) })
    .parse(raw);
  return {
    id: data.user.open_id,
    emailVerified: false,
    name: orUndefined(data.user.display_name),
    image: orUndefined(data.user.avatar_url),
  };
}

/** Snap's /v1/me: `data.me`, keyed by `externalId`, and no address. */
export function snapchatProfile(raw: unknown): ProviderProfile {
  const { data } = z
    .object({
      data: z.object({
        me: z.object({
          externalId: z.string(),
          displayName: text,
          bitmoji: z.object({ avatar: text }).nullish(),
        }),
      }),
    })
    .parse(raw);
  return {
    id: data.me.externalId,
    emailVerified: false,
    name: orUndefined(data.me.displayName),
    image: orUndefined(data.me.bitmoji?.avatar),
  };
}

/** Figma's /v1/me: no verification flag. */
export function figmaProfile(raw: unknown): ProviderProfile {
  const profile = z.object({ id, handle: text, email: text, img_url: text }).parse(raw);
  return {
    id: profile.id,
    email: orUndefined(profile.email),
    emailVerified: false,
    name: orUndefined(profile.handle),
    image: orUndefined(profile.img_url),
  };
}
