import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import boundaries from "./eslint/boundaries.js";

/** Sub-folders of a folder, read when ESLint starts, so a new feature is fenced in automatically. */
const folders = (path) => {
  try {
    return readdirSync(path, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** "features and modules never import siblings", as zones of our boundaries rule. */
const siblingZones = (root) =>
  folders(root).map((name) => ({
    target: `./${root}/${name}`,
    from: `./${root}`,
    except: [`./${name}`],
    message: "Features and modules never import a sibling: move shared code to a shared folder.",
  }));

const boundaryZones = [
  ...siblingZones("apps/server/src/modules"),
  ...siblingZones("apps/web/src/features"),
  // The web app's layers point one way: components and lib <- features <- app.
  ...["apps/web/src/components", "apps/web/src/lib"].flatMap((shared) => [
    { target: `./${shared}`, from: "./apps/web/src/features", message: "Shared web code never imports a feature." },
    { target: `./${shared}`, from: "./apps/web/src/app", message: "Shared web code never imports the app's routes." },
  ]),
  { target: "./apps/web/src/features", from: "./apps/web/src/app", message: "Features never import the app's routes." },
  // The end-to-end tests run in Node beside the server they start (apps/web/e2e): only the app's source is bundled.
  { target: "./apps/web/src", from: "./apps/server", message: "Server code never reaches the browser bundle." },
  { target: "./apps/web", from: "./packages/db", message: "The database package is server-only." },
  { target: "./packages/signin-widget", from: "./apps", message: "The widget is a standalone package." },
  { target: "./packages/signin-widget", from: "./packages/db", message: "The database package is server-only." },
  { target: "./packages/contracts", from: "./apps", message: "Contracts import zod only." },
  { target: "./packages/contracts", from: "./packages/db", message: "Contracts import zod only." },
  { target: "./packages/db", from: "./apps", message: "The database package does not depend on the apps." },
];

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
      "packages/db/migrations/**",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ["*.js", "*.mjs", "scripts/*.mjs", "eslint/*.js"] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    plugins: { boundaries },
    rules: {
      "boundaries/zones": ["error", { root: import.meta.dirname, zones: boundaryZones }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/only-throw-error": "error",
      "@typescript-eslint/no-floating-promises": "error",
      // A `!` silences the compiler where a check with a message would say what went wrong; tests included.
      "@typescript-eslint/no-non-null-assertion": "error",
      // Fastify handlers and hooks are async by contract even when they do not await.
      "@typescript-eslint/require-await": "off",
      "no-restricted-syntax": [
        "error",
        { selector: "TSAsExpression > TSAnyKeyword", message: "No `as any`: give it a real type." },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/signin-widget/**/*.{ts,tsx}"],
    ignores: ["apps/web/e2e/**", "**/vite.config.ts", "packages/signin-widget/scripts/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Code that reaches the browser builds its schemas with zod/mini, which tree-shakes; classic zod does not
    // (23 KB brotli on every page): docs/decisions/0029-contracts-on-zod-mini.md.
    files: ["packages/contracts/**/*.ts", "apps/web/src/**/*.{ts,tsx}", "packages/signin-widget/src/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        ...["zod", "zod/v4"].map((name) => ({
          name,
          message:
            'Classic zod is not tree-shakable and this code reaches the browser bundle: import { z } from "zod/mini" (docs/decisions/0029-contracts-on-zod-mini.md).',
        })),
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/e2e/**", "**/test/**"],
    rules: {
      "@typescript-eslint/unbound-method": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
