import { desc } from "drizzle-orm";
import type { SandboxContext } from "../context";
import { idempotencyKeys, requests } from "../db/schema";
import { envelope } from "../http/responses";
import type { Router } from "../router";

/**
 * Inspection of what the creating calls did, for tests and for a developer checking that a
 * repeat created nothing (broker-api.md "Idempotency"):
 *
 * - `GET /sandbox/idempotency.json`: one row per (route, Idempotency-Key) whose first answer
 *   was 2xx, newest first: `{ route, idempotencyKey, requestBody, status, replays, createdAt }`
 *   (`replays` counts the repeats answered from the row). Optional filters: `route` (exact) and
 *   `requestKey` (rows whose request body names it).
 * - `GET /sandbox/requests.json`: the journey requests, newest first:
 *   `{ requestKey, kind, email, createdAt }` (`email` from the quote). Optional filter: `email`.
 *
 * Both answer `{ status: 200, data, meta: { count } }`.
 */
export function register(router: Router, ctx: SandboxContext): void {
  ctx.inspectionPages.push(
    {
      href: "/sandbox/idempotency.json",
      title: "Idempotency-Keys (JSON)",
      description: "answers remembered per Idempotency-Key, with their replay counts",
    },
    {
      href: "/sandbox/requests.json",
      title: "Journey requests (JSON)",
      description: "health and motor requestKeys, newest first",
    },
  );

  router.get("/sandbox/idempotency.json", async (req) => {
    const route = req.query.get("route");
    const requestKey = req.query.get("requestKey");
    const rows = (
      await ctx.db.select().from(idempotencyKeys).orderBy(desc(idempotencyKeys.createdAt))
    )
      .filter((row) => row.status !== null)
      .filter((row) => route === null || row.route === route)
      .filter((row) => requestKey === null || requestKeyOf(row.requestBody) === requestKey)
      .map(({ route, idempotencyKey, requestBody, status, replays, createdAt }) => ({
        route,
        idempotencyKey,
        requestBody,
        status,
        replays,
        createdAt,
      }));
    return envelope(200, { data: rows, meta: { count: rows.length } });
  });

  router.get("/sandbox/requests.json", async (req) => {
    const email = req.query.get("email");
    const rows = (await ctx.db.select().from(requests).orderBy(desc(requests.createdAt)))
      .map((row) => ({
        requestKey: row.requestKey,
        kind: row.kind,
        email: emailOf(row.state),
        createdAt: row.createdAt,
      }))
      .filter((row) => email === null || row.email === email);
    return envelope(200, { data: rows, meta: { count: rows.length } });
  });
}

function requestKeyOf(body: string): string | undefined {
  try {
    const value = (JSON.parse(body) as { requestKey?: unknown } | null)?.requestKey;
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

function emailOf(state: unknown): string | undefined {
  const email = (state as { quote?: { email?: unknown } } | null)?.quote?.email;
  return typeof email === "string" ? email : undefined;
}
