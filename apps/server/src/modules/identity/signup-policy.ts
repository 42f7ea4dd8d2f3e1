import { signinWidgetMessages } from "@dugout/contracts/signin-widget-messages";

/**
 * Who may create their own account (SIGNUP_ALLOWED_DOMAINS). The internal tools show colleagues'
 * data to anyone signed in, so the default is invitation only: accounts exist because an admin
 * invited someone (the Users page) or an operator ran `npm run user -- create`. Listing domains lets
 * the people of those domains sign themselves up; `*` lets anyone.
 */
export const signupRefusedMessage = signinWidgetMessages.signupNotAllowed;

export interface SignupPolicy {
  /** True when a new account may be created for this address. */
  allows(email: string): boolean;
  /** How the README and the boot message describe the policy. */
  describe(): string;
}

export function createSignupPolicy(allowedDomains: readonly string[]): SignupPolicy {
  const anyone = allowedDomains.includes("*");
  const domains = new Set(allowedDomains.filter((domain) => domain !== "*"));
  return {
    allows(email) {
      if (anyone) return true;
      const domain = email.trim().toLowerCase().split("@").at(-1) ?? "";
      return domains.has(domain);
    },
    describe() {
      if (anyone) return "anyone may sign up";
      if (domains.size === 0) return "invitation only";
      return `people at ${[...domains].join(", ")} may sign up; others by invitation`;
    },
  };
}
