import { sql } from "drizzle-orm";
import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Tables of the sandbox broker (broker-api.md, "The embedded sandbox broker").
 *
 * Relative imports only: drizzle-kit loads this file with its own loader, which does not know
 * the `@/` alias. Changing a table means running `npx drizzle-kit generate` and committing the
 * new file under `sandbox/db/migrations`; start-up applies it.
 */

/** Leads received by `POST /lead/form/create/new/lead`. */
export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The `keyId` query parameter: `posp` or `client`. */
    keyId: text("key_id").notNull(),
    /** The `Idempotency-Key` header; NULL when none was sent (NULLs never collide). */
    idempotencyKey: text("idempotency_key"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    companyName: text("company_name"),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
    town: text("town"),
    remarks: text("remarks"),
    city: text("city"),
    comment: text("comment"),
    leadSource: text("lead_source").notNull(),
    clientType: text("client_type").notNull(),
    businessType: text("business_type").notNull(),
    /** The request body exactly as received, for inspection. */
    payload: jsonb("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A unique index (not a check in code) makes "one lead per key" hold under concurrent repeats.
  (t) => [uniqueIndex("leads_idempotency_key_unique").on(t.idempotencyKey)],
);

/**
 * State of a multi-step journey (health, motor, KYC …) keyed by the broker's `requestKey`.
 * `state` is owned by the route module named in `kind`.
 */
export const requests = pgTable("requests", {
  requestKey: text("request_key").primaryKey(),
  kind: text("kind").notNull(),
  state: jsonb("state")
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Messages a real broker would e-mail or text (continue links, inspection links). */
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  link: text("link"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Answers remembered per `Idempotency-Key` (broker-api.md "Idempotency"), one row per
 * (route, key): the quote, purchase and KYC-check calls (`sandbox/idempotency.ts`). A row
 * with `status` NULL is a call still running; a finished row holds the first 2xx answer, which
 * is replayed for 24 hours. `fingerprint` is the SHA-256 of the request body (a different body
 * with the same key is refused with 422).
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    /** The route pattern, e.g. `/product/health/api/trigger/purchase`. */
    route: text("route").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    fingerprint: text("fingerprint").notNull(),
    /** The request body as received, for the inspection page. */
    requestBody: text("request_body").notNull(),
    /** HTTP status of the first answer; NULL while the first call is running. */
    status: integer("status"),
    /** The first answer's body (JSON text) and content type. */
    responseBody: text("response_body"),
    contentType: text("content_type"),
    /** How many repeats were answered from this row. */
    replays: integer("replays").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.route, t.idempotencyKey] })],
);

/** A stored lead row as Drizzle returns it. */
export type LeadRow = typeof leads.$inferSelect;
/** A lead row to insert. */
export type NewLeadRow = typeof leads.$inferInsert;
/** A stored journey row. */
export type RequestRow = typeof requests.$inferSelect;
/** A stored outbox message. */
export type OutboxRow = typeof outbox.$inferSelect;
/** A remembered Idempotency-Key answer. */
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
