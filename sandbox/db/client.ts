import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/** Drizzle handle over either driver; route code only sees this type. */
export type SandboxDb = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open, migrated sandbox database. */
export type SandboxDatabase = {
  db: SandboxDb;
  /** Which driver is in use, for start-up messages. */
  driver: "pglite" | "node-postgres";
  /** Closes the PGlite instance or ends the pg pool. Safe to call more than once. */
  close(): Promise<void>;
};

/** Where drizzle-kit writes migrations (drizzle.config.ts `out`), next to this file. */
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Opens the sandbox database and applies pending migrations.
 *
 * With `databaseUrl` (env `DATABASE_URL`) it connects to that PostgreSQL through a `pg` pool;
 * otherwise it opens PGlite with its files in `dataDir` (created if missing). PGlite costs about
 * 3 s and 800 MB per instance and two processes must never share one data folder, so open it
 * once per process and close it before opening the same folder again.
 *
 * The drivers are imported lazily so that a PostgreSQL run never loads PGlite's WASM and vice versa.
 *
 * @throws when the database cannot be opened or a migration fails (nothing is left open then).
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string;
}): Promise<SandboxDatabase> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<SandboxDatabase> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const close = once(() => client.close());
  try {
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return { db, driver: "pglite", close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

async function openPostgres(databaseUrl: string): Promise<SandboxDatabase> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle client losing its connection emits on the pool; without a listener that kills the process.
  pool.on("error", (error) => console.error("Sandbox database pool error:", error.message));
  const close = once(() => pool.end());
  try {
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db, driver: "node-postgres", close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** Wraps an async function so later calls share the first call's promise. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let pending: Promise<void> | undefined;
  return () => (pending ??= fn());
}
