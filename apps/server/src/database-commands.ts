import { backupPglite, migrationStatus, type Database, type MigrationStatus } from "@dugout/db";
import { CommandUsageError, type Command } from "./command";

/**
 * The operator's commands on the database itself (docs/deploy.md, "Upgrades" and "Backups"): platform
 * plumbing like the seed, not a module's. They run in the CLI, or in the running server that owns an
 * embedded data folder (the CLI's hand-off), like every command.
 */

function describeStatus(status: MigrationStatus): string {
  const lines = [
    ...status.applied.map((tag) => `applied  ${tag}`),
    ...status.pending.map((tag) => `pending  ${tag}`),
    `${status.applied.length} applied, ${status.pending.length} pending.`,
  ];
  if (status.unknown > 0) {
    lines.push(
      `The database also has ${status.unknown} migration(s) this release does not know: a newer release migrated it. Run that release (or newer); migrations are never undone.`,
    );
  }
  return lines.join("\n");
}

const where = (database: Database) => (database.kind === "pglite" ? "the embedded database" : "PostgreSQL");

/** `npm run db:status`: every migration of this release, applied or pending. Changes nothing. */
const dbStatusCommand: Command = {
  name: "db:status",
  usage: "db:status",
  opensAsIs: true,
  async run(ctx) {
    return `Migrations on ${where(ctx.database)}:\n${describeStatus(await migrationStatus(ctx.database.db))}`;
  },
};

/**
 * `npm run db:migrate`: applies the pending migrations and nothing else, for deployments that migrate
 * before they start the new release (the server also migrates at boot; on PostgreSQL both hold the boot
 * lock, so instances starting meanwhile wait).
 */
const dbMigrateCommand: Command = {
  name: "db:migrate",
  usage: "db:migrate",
  opensAsIs: true,
  async run(ctx) {
    const before = await migrationStatus(ctx.database.db);
    await ctx.database.migrate();
    const after = await migrationStatus(ctx.database.db);
    const applied = after.applied.filter((tag) => !before.applied.includes(tag));
    if (applied.length === 0) {
      return `Nothing to apply: ${where(ctx.database)} has all ${after.applied.length} migrations of this release.`;
    }
    return `Applied ${applied.length} migration(s) to ${where(ctx.database)}: ${applied.join(", ")}.`;
  },
};

/**
 * `npm run backup -- FILE`: a consistent copy of the embedded database, taken while the server runs
 * (through the hand-off: the server dumps, the CLI writes the file, so the server never writes a path a
 * caller chose). PostgreSQL has its own tools for this.
 */
const backupCommand: Command = {
  name: "backup",
  usage: "backup -- <file.tar.gz>",
  opensAsIs: true,
  writesFile: (path, bytes) =>
    `Backed up the embedded database to ${path} (${(bytes / 1_048_576).toFixed(1)} MiB). It holds every account, session and generated secret: keep it as safe as the data folder. Restore it with the server stopped: npm run restore -- ${path}`,
  async run(ctx, { args }) {
    if (!args[0]) throw new CommandUsageError("Usage: npm run backup -- <file.tar.gz>");
    if (!ctx.database.pglite) {
      throw new CommandUsageError(
        'DATABASE_URL is set: back up PostgreSQL with pg_dump (pg_dump --format=custom --file=dugout.dump "$DATABASE_URL"), see docs/deploy.md, Backups.',
      );
    }
    return Buffer.from(await backupPglite(ctx.database.pglite)).toString("base64");
  },
};

export const databaseCommands: readonly Command[] = [dbStatusCommand, dbMigrateCommand, backupCommand];
