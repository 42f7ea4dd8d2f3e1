// The whole database schema: one file per area, re-exported here for drizzle and drizzle-kit.
export * from "./platform";
export * from "./identity";
