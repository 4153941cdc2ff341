import { desc, eq } from "drizzle-orm";
import type { SandboxDb } from "./client";
import { leads, type LeadRow, type NewLeadRow } from "./schema";

/**
 * Stores a lead, at most once per `idempotencyKey`.
 *
 * Race-safe without a transaction: the unique index on `idempotency_key` decides which of
 * concurrent inserts wins (`ON CONFLICT DO NOTHING`), and a loser reads the winner's id.
 *
 * @returns the stored lead's id, and `created: false` when an earlier lead had the same key.
 * @throws when the database fails.
 */
export async function insertLeadOnce(
  db: SandboxDb,
  row: NewLeadRow,
): Promise<{ id: string; created: boolean }> {
  const key = row.idempotencyKey ?? null;
  if (key === null) {
    const [inserted] = await db.insert(leads).values(row).returning({ id: leads.id });
    if (!inserted) throw new Error("Lead insert returned no row");
    return { id: inserted.id, created: true };
  }
  const [inserted] = await db
    .insert(leads)
    .values(row)
    .onConflictDoNothing({ target: leads.idempotencyKey })
    .returning({ id: leads.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(eq(leads.idempotencyKey, key))
    .limit(1);
  if (!existing) throw new Error("Lead with this Idempotency-Key vanished after a conflict");
  return { id: existing.id, created: false };
}

/** All stored leads, newest first. */
export async function listLeads(db: SandboxDb): Promise<LeadRow[]> {
  return db.select().from(leads).orderBy(desc(leads.createdAt), desc(leads.id));
}
