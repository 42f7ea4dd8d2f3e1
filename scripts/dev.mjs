// `npm run dev`: the API server (restarting on change) and Vite's dev server with hot reload.
// The browser talks to Vite (port 5173), which forwards server paths to the API (port 3000);
// APP_BASE_URL is Vite's address so the CSRF origin check and links in emails match it.
import { spawn } from "node:child_process";

const webPort = process.env.WEB_PORT ?? "5173";
const env = { ...process.env, APP_BASE_URL: process.env.APP_BASE_URL ?? `http://localhost:${webPort}` };
const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "apps/server/src/server.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--port", webPort, "--strictPort"], { stdio: "inherit", env, cwd: "apps/web" }),
];
const stopAll = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stopAll);
process.on("SIGTERM", stopAll);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stopAll());
