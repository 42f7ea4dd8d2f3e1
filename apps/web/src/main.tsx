// First: zod must be jitless before any schema is built (see the module).
import "./lib/zod-jitless";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { createQueryClient } from "./lib/query-client";
import { readRuntimeConfig } from "./lib/runtime-config";
import { RuntimeConfigProvider } from "./lib/runtime-config-context";
import "./styles/global.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const runtimeConfig = readRuntimeConfig();
createRoot(root).render(
  <StrictMode>
    <RuntimeConfigProvider value={runtimeConfig}>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes agentName={runtimeConfig.agentName} />
        </BrowserRouter>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  </StrictMode>,
);
