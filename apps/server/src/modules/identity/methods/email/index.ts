import type { SignInMethod } from "../method";
import { emailPlugins } from "./email-plugins";
import { emailEndpoints } from "./endpoints";

/** Email links and email passcodes (the widget's "emailMagicLinks" and "emailOtp"). */
export const emailMethod: SignInMethod<ReturnType<typeof emailPlugins>> = {
  name: "email",
  plugins: emailPlugins,
  endpoints: emailEndpoints,
  bootstrap: () => ({ methods: { emailMagicLinks: true, emailOtp: true } }),
  settings: ["MAGIC_LINK_EXPIRY_MINUTES", "OTP_EXPIRY_MINUTES", "EMAIL_DOMAINS", "SMTP_URL", "MAIL_FROM"],
  errorCodes: [],
};
