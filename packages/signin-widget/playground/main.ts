import type { WidgetConfigInput } from "@dugout/contracts/signin-widget";
import { mount } from "../src/vanilla";

/**
 * The playground mounts the widget with the vanilla API and a preset picked by `?preset=`; the
 * end-to-end tests use it (served on the app's origin) for configurations the app does not ship,
 * such as email or phone passcodes. `?shadow=1` renders inside a shadow root. `?api=<origin>` points
 * the widget at a Dugout server on another origin (a site WIDGET_ALLOWED_ORIGINS lists embedding it).
 */
const presets: Record<string, WidgetConfigInput> = {
  default: { products: ["emailMagicLinks", "passwords"] },
  otp: { products: ["otp"], otpOptions: { methods: ["email"], expirationMinutes: 10 } },
  otpPasswords: { products: ["otp", "passwords"], otpOptions: { methods: ["email"] } },
  sms: { products: ["otp"], otpOptions: { methods: ["sms"] } },
  whatsapp: { products: ["otp"], otpOptions: { methods: ["whatsapp"] } },
  phoneAndEmail: { products: ["otp"], otpOptions: { methods: ["sms", "whatsapp", "email"] } },
  magicLink: { products: ["emailMagicLinks"] },
  passwords: { products: ["passwords"] },
  google: { products: ["oauth", "emailMagicLinks"], oauthOptions: { providers: [{ type: "google" }] } },
  oneTap: {
    products: ["oauth", "emailMagicLinks"],
    oauthOptions: { providers: [{ type: "google", one_tap: true, position: "embedded" }] },
  },
  oneTapFloating: {
    products: ["oauth", "emailMagicLinks"],
    oauthOptions: { providers: [{ type: "google", one_tap: true }] },
  },
  crypto: { products: ["crypto", "emailMagicLinks"] },
  invalid: { products: ["emailMagicLinks", "otp"], otpOptions: { methods: ["email"] } },
};

const params = new URLSearchParams(window.location.search);
const name = params.get("preset") ?? "default";
const config = { ...(presets[name] ?? presets.default), enableShadowDOM: params.get("shadow") === "1" };

const links = document.getElementById("preset-links");
for (const preset of Object.keys(presets)) {
  const link = document.createElement("a");
  link.href = `?preset=${preset}`;
  link.textContent = preset;
  link.style.marginRight = "8px";
  if (preset === name) link.setAttribute("aria-current", "page");
  links?.append(link);
}

const events = document.getElementById("events");
const record = (text: string) => {
  const item = document.createElement("li");
  item.textContent = text;
  events?.append(item);
};

const api = params.get("api");

mount("#widget", config, {
  ...(api ? { baseUrl: api } : {}),
  callbacks: {
    onEvent: (event) => record(`${event.type}${event.data ? ` ${JSON.stringify(event.data)}` : ""}`),
    onSuccess: (data) => record(`success: ${data.method}`),
    onError: (error) => record(`error: ${error.message}`),
  },
});
