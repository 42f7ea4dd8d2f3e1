import { createContext, useContext, type ReactNode } from "react";
import { defaultRuntimeConfig, type RuntimeConfig } from "./runtime-config";

const RuntimeConfigContext = createContext<RuntimeConfig>(defaultRuntimeConfig);

export function RuntimeConfigProvider({ value, children }: { value: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={value}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
