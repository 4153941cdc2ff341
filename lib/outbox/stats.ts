import "server-only";
import { DEAD_LEAD_QUEUE, LEAD_QUEUE, OUTBOX_SCHEMA, openOutbox } from "./queue";

/** How many leads the outbox holds, by state. */
export type OutboxCounts = {
  /** Waiting for their (next) attempt: pg-boss states `created` and `retry`. */
  waiting: number;
  /** Being delivered right now. */
  active: number;
  /** Delivered (kept for an hour, then deleted). */
  delivered: number;
  /** Given up on: refused with a 4xx, or still refused after `OUTBOX_GIVE_UP_H`. */
  dead: number;
};

/**
 * Counts the outbox's leads (for the fault tests, the bench and an operator). Opens the outbox.
 */
export async function outboxCounts(): Promise<OutboxCounts> {
  const { sql } = await openOutbox();
  // Failed jobs are also copied to the dead-letter queue; counting the lead queue alone counts each lead once.
  const rows = await sql<{ state: string; rejected: boolean | null; n: string | number }>(
    `SELECT state, coalesce(output ? 'rejected', false) AS rejected, count(*) AS n FROM ${OUTBOX_SCHEMA}.job WHERE name = $1 GROUP BY 1, 2`,
    [LEAD_QUEUE],
  );
  const counts: OutboxCounts = { waiting: 0, active: 0, delivered: 0, dead: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.state === "created" || row.state === "retry") counts.waiting += n;
    else if (row.state === "active") counts.active += n;
    else if (row.state === "completed" && row.rejected) counts.dead += n;
    else if (row.state === "completed") counts.delivered += n;
    else counts.dead += n;
  }
  return counts;
}

/**
 * One lead in the dead-letter queue, as the team needs it to call the visitor back: who, how to
 * reach them, which form, and why it is there. No email, message or other field of the lead.
 */
export type DeadLetterRow = {
  /** Dead-letter job id. */
  id: string;
  /** When it reached the dead-letter queue (ISO 8601). */
  deadSince: string;
  /** `refused 400` (the broker refused it) or `gave up` (no answer for `OUTBOX_GIVE_UP_H`). */
  reason: string;
  /** The broker's `businessType` of the form (e.g. `Health`, `posp`). */
  businessType: string;
  name: string;
  phone: string;
};

/**
 * The dead-letter queue's leads, newest first (for `npm run outbox:dead`). Opens the outbox.
 *
 * @param limit at most this many rows
 */
export async function deadLetters(limit = 200): Promise<DeadLetterRow[]> {
  const { sql } = await openOutbox();
  const rows = await sql<{ id: string; created_on: Date | string; data: unknown }>(
    `SELECT id, created_on, data FROM ${OUTBOX_SCHEMA}.job WHERE name = $1 ORDER BY created_on DESC LIMIT $2`,
    [DEAD_LEAD_QUEUE, limit],
  );
  return rows.map((row) => {
    const data = (typeof row.data === "string" ? JSON.parse(row.data) : row.data) as {
      lead?: { firstName?: string; lastName?: string; phone?: string; businessType?: string };
      refused?: { status?: number };
    } | null;
    const lead = data?.lead ?? {};
    return {
      id: row.id,
      deadSince: new Date(row.created_on).toISOString(),
      reason: data?.refused?.status ? `refused ${data.refused.status}` : "gave up",
      businessType: lead.businessType ?? "",
      name: [lead.firstName, lead.lastName].filter(Boolean).join(" "),
      phone: lead.phone ?? "",
    };
  });
}
