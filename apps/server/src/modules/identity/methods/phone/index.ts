import type { SignInMethod } from "../method";
import { phoneEndpoints } from "./endpoints";
import { phonePlugins } from "./phone-plugins";

/** Text and WhatsApp passcodes; each channel is on where a transport carries it (phone-numbers.ts). */
export const phoneMethod: SignInMethod<ReturnType<typeof phonePlugins>> = {
  name: "phone",
  plugins: phonePlugins,
  endpoints: phoneEndpoints,
  bootstrap: (identity) => ({
    methods: { sms: identity.phoneChannels.includes("sms"), whatsapp: identity.phoneChannels.includes("whatsapp") },
  }),
  settings: [
    "OTP_EXPIRY_MINUTES",
    "SIGNIN_SMS_COUNTRIES",
    "SIGNIN_SMS_PER_HOUR",
    "TWILIO_ACCOUNT_SID",
    "TWILIO_AUTH_TOKEN",
    "TWILIO_SMS_FROM",
    "TWILIO_WHATSAPP_FROM",
  ],
  errorCodes: ["invalid_phone_number", "unsupported_option", "passcode_not_sent", "passcode_budget_exhausted"],
};
