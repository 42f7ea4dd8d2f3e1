/**
 * A production configuration that loadConfig accepts (ADR 0033): tests that need NODE_ENV=production
 * spread it and change the one setting they are about.
 */
export const productionEnv = {
  NODE_ENV: "production",
  APP_BASE_URL: "https://dugout.example.com",
  BETTER_AUTH_SECRET: "test-production-secret-0123456789abcdef",
  DATABASE_URL: "postgres://dugout@db.example.com:5432/dugout",
  SMTP_URL: "smtps://user:pass@smtp.example.com:465",
} as const;

/** productionEnv without the given settings (unset, as an operator who forgot them). */
export function productionEnvWithout(...names: (keyof typeof productionEnv)[]): Record<string, string> {
  return Object.fromEntries(Object.entries(productionEnv).filter(([name]) => !names.includes(name as never)));
}
