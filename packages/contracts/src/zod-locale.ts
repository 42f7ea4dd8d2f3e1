import { config, locales } from "zod/mini";

// zod/mini ships no messages: an issue without a text of ours would read "Invalid input" wherever the contracts
// parse without classic zod (the browser, the sign-in widget's tests). Classic zod registers English unless a
// locale was chosen; so do the contracts, so that a form says what the API would answer. Imported for its effect
// by the modules every schema builds on (errors, text, time).
if (!config().localeError) config(locales.en());
