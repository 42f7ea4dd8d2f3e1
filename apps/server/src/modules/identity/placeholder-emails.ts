import { isOAuthPlaceholderEmail } from "./methods/social/oauth-accounts";
import { isPhonePlaceholderEmail } from "./methods/phone/phone-numbers";

/**
 * An account's address that is only a placeholder (a phone-only account, or a social account the
 * provider gave no vouched address for): no mailbox behind it, so it is shown as no address.
 */
export const isPlaceholderEmail = (email: string): boolean =>
  isPhonePlaceholderEmail(email) || isOAuthPlaceholderEmail(email);
