// The sign-in widget's fixed lists: products, providers, methods, wallets, screens. Apart from its configuration
// schemas, so a page that needs a list (the app's frame reads its sign-in settings) does not carry those.

export const widgetProducts = ["oauth", "crypto", "emailMagicLinks", "otp", "passwords", "passkeys"] as const;
export type WidgetProduct = (typeof widgetProducts)[number];

export const oauthProviders = [
  { id: "google", name: "Google" },
  { id: "microsoft", name: "Microsoft" },
  { id: "apple", name: "Apple" },
  { id: "github", name: "GitHub" },
  { id: "gitlab", name: "GitLab" },
  { id: "facebook", name: "Facebook" },
  { id: "discord", name: "Discord" },
  { id: "salesforce", name: "Salesforce" },
  { id: "slack", name: "Slack" },
  { id: "amazon", name: "Amazon" },
  { id: "bitbucket", name: "Bitbucket" },
  { id: "linkedin", name: "LinkedIn" },
  { id: "coinbase", name: "Coinbase" },
  { id: "twitch", name: "Twitch" },
  { id: "twitter", name: "Twitter" },
  { id: "tiktok", name: "TikTok" },
  { id: "snapchat", name: "Snapchat" },
  { id: "figma", name: "Figma" },
  { id: "yahoo", name: "Yahoo" },
] as const;
export type OAuthProviderId = (typeof oauthProviders)[number]["id"];
export const oauthProviderIds = oauthProviders.map((provider) => provider.id) as [
  OAuthProviderId,
  ...OAuthProviderId[],
];
export const oauthProviderName = Object.fromEntries(
  oauthProviders.map((provider) => [provider.id, provider.name]),
) as Record<OAuthProviderId, string>;

export const otpMethods = ["email", "sms", "whatsapp"] as const;
export type OtpMethod = (typeof otpMethods)[number];
/** Tab labels of the email/phone form. */
export const otpMethodTabLabels: Record<OtpMethod, string> = { email: "Email", sms: "Text", whatsapp: "WhatsApp" };

export const cryptoWalletTypes = ["ethereum", "solana"] as const;
export type CryptoWalletType = (typeof cryptoWalletTypes)[number];

/** Wallets in the order the main screen lists them; "name" completes 'Continue with {wallet}'. */
export const cryptoWallets = [
  { id: "phantom", name: "Phantom", chain: "solana" },
  { id: "vessel", name: "Vessel", chain: "ethereum" },
  { id: "binance", name: "Binance", chain: "ethereum" },
  { id: "coinbase", name: "Coinbase", chain: "ethereum" },
  { id: "metamask", name: "Metamask", chain: "ethereum" },
  { id: "other_ethereum", name: "Other Ethereum Wallet", chain: "ethereum" },
  { id: "other_solana", name: "Other Solana Wallet", chain: "solana" },
] as const satisfies readonly { id: string; name: string; chain: CryptoWalletType }[];
export type CryptoWalletId = (typeof cryptoWallets)[number]["id"];
export const defaultCryptoWallet: CryptoWalletId = "metamask";

/**
 * Internal screens. docs/requirements/sign-in-widget.md#screens names 21; the 22nd, "Error", is the generic
 * 'Looks like there was an error!' screen of docs/requirements/sign-in-widget.md#messages, and the 23rd,
 * "ConfirmSignIn", Dugout's question before a landing token this browser did not ask for signs in.
 */
export const widgetScreens = [
  "Main",
  "RegisterNewPasskey",
  "PasskeyRegistrationSuccess",
  "PasskeyConfirmation",
  "PasswordCreateOrLogin",
  "PasswordResetForm",
  "PasswordForgot",
  "PasswordBreached",
  "PasswordSetNew",
  "PasswordDedupe",
  "PasswordConfirmation",
  "EmailConfirmation",
  "OTPAuthenticate",
  "OTPConfirmation",
  "CryptoConnect",
  "CryptoSignMessage",
  "CryptoOtherScreen",
  "CryptoSetupWallet",
  "CryptoError",
  "CryptoConfirmation",
  "IDPConsent",
  "Error",
  "ConfirmSignIn",
] as const;
export type WidgetScreen = (typeof widgetScreens)[number];

/** Error types after which the stored session is destroyed instead of retried. */
export const sessionDestroyingErrorTypes = [
  "unauthorized_credentials",
  "user_unauthenticated",
  "invalid_secret_authentication",
  "session_not_found",
] as const;
