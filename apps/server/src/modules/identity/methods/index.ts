import { emailMethod } from "./email";
import { oneTapMethod } from "./one-tap";
import { openIdMethod } from "./openid";
import { passkeysMethod } from "./passkeys";
import { passwordsMethod } from "./passwords";
import { phoneMethod } from "./phone";
import { socialMethod } from "./social";
import { walletsMethod } from "./wallets";

/**
 * Every sign-in method, in order: Better Auth's plugins, the endpoint list and the routes are composed in
 * this order. Adding a method is a folder under methods/ and one line here (docs/how-to/add-a-sign-in-method.md).
 */
export const signInMethods = [
  emailMethod,
  passwordsMethod,
  passkeysMethod,
  phoneMethod,
  walletsMethod,
  openIdMethod,
  oneTapMethod,
  socialMethod,
] as const;
