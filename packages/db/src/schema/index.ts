// The whole database schema: one file per area, re-exported here for drizzle and drizzle-kit.
export * from "./platform";
export * from "./identity";
export * from "./scoring";
export * from "./call-sort-keys";
export * from "./agent-usage";
export * from "./name-generator";
export * from "./batting-cage";
export * from "./oauth-provider";
export * from "./realtime";
export * from "./audit";
