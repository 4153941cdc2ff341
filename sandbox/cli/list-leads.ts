/**
 * `npm run sandbox:leads`: prints the sandbox's stored leads as a compact table, newest first.
 *
 * Asks a running sandbox first (`$SANDBOX_URL/sandbox/leads.json`, default
 * `http://127.0.0.1:$SANDBOX_PORT`, port 4010). If nothing listens there it reads the database
 * directly: PostgreSQL at DATABASE_URL, or PGlite at SANDBOX_DATA_DIR (default .data/sandbox).
 * Only then, because a PGlite folder must not be opened by two processes at once.
 */
import { existsSync } from "node:fs";
import { defaultSandboxPort, nonEmpty, readPort, readSandboxEnv } from "../config";
import { openDatabase } from "../db/client";
import { listLeads } from "../db/lead-store";

/** The columns the table shows; values as in `/sandbox/leads.json`. */
type LeadSummary = {
  id: string;
  createdAt: string;
  keyId: string;
  businessType: string;
  clientType: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  leadSource: string;
};

const fetchTimeoutMs = 3_000;

async function main(): Promise<void> {
  const base = (
    nonEmpty(process.env.SANDBOX_URL) ??
    `http://127.0.0.1:${readPort(process.env, "SANDBOX_PORT", defaultSandboxPort)}`
  ).replace(/\/+$/, "");
  const fromServer = await fetchLeads(`${base}/sandbox/leads.json`);
  if (fromServer) {
    console.log(`Leads from ${base}:`);
    printTable(fromServer);
    return;
  }

  const env = readSandboxEnv();
  if (!env.databaseUrl && !existsSync(env.dataDir)) {
    console.log(`No sandbox at ${base} and no database at ${env.dataDir}: no leads stored yet.`);
    return;
  }
  const where = env.databaseUrl ? "DATABASE_URL" : env.dataDir;
  console.log(`No sandbox at ${base}; reading ${where} directly:`);
  const database = await openDatabase({ dataDir: env.dataDir, databaseUrl: env.databaseUrl });
  try {
    const rows = await listLeads(database.db);
    printTable(rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })));
  } finally {
    await database.close();
  }
}

/**
 * Fetches the JSON listing.
 * @returns the rows, or undefined when nothing listens (connection refused, timeout).
 * @throws when something answers but not with the expected envelope.
 */
async function fetchLeads(url: string): Promise<LeadSummary[] | undefined> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(fetchTimeoutMs) });
  } catch {
    return undefined;
  }
  const body = (await res.json().catch(() => undefined)) as
    { status?: unknown; data?: unknown } | undefined;
  if (!res.ok || body?.status !== 200 || !Array.isArray(body.data)) {
    throw new Error(
      `${url} answered HTTP ${res.status} without a lead listing; is that the sandbox?`,
    );
  }
  return body.data as LeadSummary[];
}

function printTable(rows: LeadSummary[]): void {
  if (rows.length === 0) {
    console.log("(no leads)");
    return;
  }
  const header = ["received", "keyId", "type", "client", "name", "phone", "email", "source", "id"];
  const lines = rows.map((r) => [
    r.createdAt.replace("T", " ").slice(0, 19),
    r.keyId,
    r.businessType,
    r.clientType,
    clip(`${r.firstName} ${r.lastName}`, 24),
    r.phone,
    clip(r.email, 32),
    clip(r.leadSource, 16),
    r.id,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? "").length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(format(widths.map((w) => "-".repeat(w))));
  for (const line of lines) console.log(format(line));
  console.log(`${rows.length} ${rows.length === 1 ? "lead" : "leads"}`);
}

/** Shortens a value for the table, replacing control characters so a lead cannot garble the terminal. */
function clip(value: string, max: number): string {
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
