/** How the app names a person: by email, else (a phone-only account has none) by phone number, else by name. */
export const accountLabel = (user: { email: string; phone_number: string | null; name?: string }): string =>
  user.email || user.phone_number || user.name || "";
