export { createDb, type CreateDbOptions, type DbLogger } from "./create-db";
export type { Database, Db, Schema } from "./db-types";
export { DataDirLockedError, dataDirOwner, lockDataDir, type DataDirLock } from "./data-dir-lock";
export { migrationsFolder, migrationStatus, type MigrationStatus } from "./migrations";
export { BackupLoadError, backupPglite, restorePgliteDataDir } from "./backup";
export { rawRows } from "./raw-rows";
export { runSeeds, type SeedReport, type SeedStep } from "./seed";
export * from "./schema";
