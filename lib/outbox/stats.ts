import "server-only";
import { LEAD_QUEUE, OUTBOX_SCHEMA, openOutbox } from "./queue";

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
