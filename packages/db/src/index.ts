export { createDb, type CreateDbOptions, type Database, type Db, type Schema } from "./create-db";
export { DataDirLockedError, dataDirOwner, lockDataDir, type DataDirLock } from "./data-dir-lock";
export { migrationsFolder } from "./migrations";
export { rawRows } from "./raw-rows";
export { runSeeds, type SeedReport, type SeedStep } from "./seed";
export * from "./schema";
