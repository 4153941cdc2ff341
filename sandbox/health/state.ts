import { createHash } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import type {
  Communication,
  HealthMemberDraft,
  HealthQuote,
  Medical,
  Nominee,
} from "@/lib/api/contract/health";
import { sumInsuredValues, type SumInsured } from "@/lib/api/contract/values";
import type { SandboxDb } from "../db/client";
import { outbox, requests } from "../db/schema";
import { HttpError } from "../http/responses";

/**
 * Durable state of a health request in the `requests` table (kind "health"), one JSON document
 * per requestKey. Every screen of the journey reads and writes it, so a restart or a reload
 * keeps what was saved.
 */

export const healthKind = "health";

/** KYC as the simulated insurer sees it. */
export type KycState = {
  status: "none" | "approved" | "rejected";
  /** future-genrali's proposal id (also the KYC request number). */
  proposalId?: string;
  updatedAt?: string;
};

/** The chosen plan, with the figures the plan card showed. */
export type ChosenPlan = {
  pName: string;
  pCode: string;
  companyName: string;
  sumInsured: number;
  premium: number;
};

export type HealthState = {
  version: 1;
  /** The quote form as submitted (validated, phone normalised). */
  quote: HealthQuote;
  /** Date of the quote (`yyyy-mm-dd`): ages, and so premiums, are taken at it. */
  quotedOn: string;
  plan?: ChosenPlan;
  /** Members: drafts from the quote until `update/member` saves full members. */
  members: HealthMemberDraft[];
  membersSaved: boolean;
  medical?: Medical;
  nominee?: Nominee;
  communication?: Communication;
  kyc: KycState;
  /** Set by `trigger/purchase`. */
  purchase?: { policyNumber: string; amount: number; triggeredAt: string };
  /** Set by the hosted payment pages. */
  payment?: { status: "paid" | "failed"; amount: number; at: string };
};

/** A stored request row of any kind (the KYC module serves health and motor). */
export type StoredRequest = { requestKey: string; kind: string; state: Record<string, unknown> };

/** Reads a request of any kind, or undefined. */
export async function findRequest(
  db: SandboxDb,
  requestKey: string,
): Promise<StoredRequest | undefined> {
  const [row] = await db
    .select()
    .from(requests)
    .where(eq(requests.requestKey, requestKey))
    .limit(1);
  if (!row) return undefined;
  return {
    requestKey: row.requestKey,
    kind: row.kind,
    state: (row.state ?? {}) as Record<string, unknown>,
  };
}

/** Stores a new health request. */
export async function createHealthRequest(
  db: SandboxDb,
  requestKey: string,
  state: HealthState,
): Promise<void> {
  await db.insert(requests).values({ requestKey, kind: healthKind, state });
}

/**
 * Reads a health request.
 * @throws {HttpError} 404 when the key is unknown or belongs to another journey.
 */
export async function loadHealth(db: SandboxDb, requestKey: string): Promise<HealthState> {
  const row = await findRequest(db, requestKey);
  if (!row || row.kind !== healthKind)
    throw new HttpError(404, `Unknown health requestKey ${requestKey}`);
  return row.state as unknown as HealthState;
}

/**
 * Changes a request of one kind atomically (row lock for the read-modify-write).
 *
 * @param change returns the new state; it may throw an `HttpError` to refuse (nothing is written).
 * @throws {HttpError} 404 when the key is unknown or of another kind.
 */
export async function updateRequest<S>(
  db: SandboxDb,
  requestKey: string,
  kind: string,
  change: (state: S) => S | Promise<S>,
): Promise<S> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(requests)
      .where(and(eq(requests.requestKey, requestKey), eq(requests.kind, kind)))
      .for("update");
    if (!row) throw new HttpError(404, `Unknown ${kind} requestKey ${requestKey}`);
    const next = await change(row.state as S);
    await tx
      .update(requests)
      .set({ state: next as Record<string, unknown>, updatedAt: sql`now()` })
      .where(eq(requests.requestKey, requestKey));
    return next;
  });
}

/** Changes a health request atomically; see {@link updateRequest}. */
export function updateHealth(
  db: SandboxDb,
  requestKey: string,
  change: (state: HealthState) => HealthState | Promise<HealthState>,
): Promise<HealthState> {
  return updateRequest<HealthState>(db, requestKey, healthKind, change);
}

/** All health requests, newest first (inspection page). */
export async function listHealth(
  db: SandboxDb,
  limit = 100,
): Promise<{ requestKey: string; state: HealthState; updatedAt: Date }[]> {
  const rows = await db
    .select()
    .from(requests)
    .where(eq(requests.kind, healthKind))
    .orderBy(desc(requests.updatedAt))
    .limit(limit);
  return rows.map((r) => ({
    requestKey: r.requestKey,
    state: r.state as unknown as HealthState,
    updatedAt: r.updatedAt,
  }));
}

/** Adds a message a real broker would send (listed by the outbox inspection page, if any). */
export async function addOutbox(
  db: SandboxDb,
  message: { kind: string; recipient: string; subject: string; body: string; link?: string },
): Promise<void> {
  await db.insert(outbox).values({ ...message, link: message.link ?? null });
}

const policyPrefixes: Record<string, string> = {
  digit: "DGH",
  "future-genrali": "FGH",
  "hdfc-ergo": "HEH",
  "care-health": "CHI",
  "niva-bupa": "NBH",
};

/** A deterministic policy number for a request and insurer, e.g. `DGH-7F3A09C2D1`. */
export function policyNumberFor(requestKey: string, companyName: string): string {
  const hash = createHash("sha256")
    .update(`${companyName}:${requestKey}`)
    .digest("hex")
    .slice(0, 10)
    .toUpperCase();
  return `${policyPrefixes[companyName] ?? "HLT"}-${hash}`;
}

const proposalPrefix = "FGP-";

/** future-genrali's proposal id of a request (it names the request, so hosted pages can find it). */
export function proposalIdFor(requestKey: string): string {
  return `${proposalPrefix}${requestKey}`;
}

/** The requestKey named by a proposal id, or undefined. */
export function requestKeyFromProposal(proposalId: string): string | undefined {
  return proposalId.startsWith(proposalPrefix) && proposalId.length > proposalPrefix.length
    ? proposalId.slice(proposalPrefix.length)
    : undefined;
}

/** Full name of member 1 (saved names, else the quote's name). */
export function memberName(state: HealthState): string {
  const first = state.members[0];
  const name = [first?.firstName, first?.lastName].filter(Boolean).join(" ");
  return name || state.quote.name;
}

/**
 * The contact details the quote gave (e-mail, mobile, pincode), returned by
 * `get/active/member/data` as the communication prefill until the step is saved (issue 23: the
 * address step starts from the quote). The quote asks no city, so none is returned.
 */
export function quoteContact(state: HealthState): Communication {
  const pincode = Number(state.quote.pincode);
  return {
    email: state.quote.email,
    mobile: state.quote.phone,
    ...(Number.isInteger(pincode) && pincode > 0 ? { pincode } : {}),
  };
}

/**
 * The members as `get/active/member/data` returns them: for hdfc-ergo, member 1 carries the cover
 * (the chosen plan's sum insured) and the policy type (Family for more than one member) chosen
 * with the plan and quote until the member step saves its own, so the step does not ask them
 * again (issue 23).
 */
export function membersWithPlanChoice(state: HealthState): HealthMemberDraft[] {
  const plan = state.plan;
  const [first, ...rest] = state.members;
  if (!plan || plan.companyName !== "hdfc-ergo" || !first) return state.members;
  const sumInsured = (sumInsuredValues as readonly number[]).includes(plan.sumInsured)
    ? (plan.sumInsured as SumInsured)
    : undefined;
  return [
    {
      ...first,
      policyType: first.policyType ?? (state.members.length > 1 ? "Family" : "Individual"),
      ...(first.sumInsured === undefined && sumInsured ? { sumInsured } : {}),
    },
    ...rest,
  ];
}

/** Whether the chosen insurer needs KYC before the final quote (hdfc-ergo, future-genrali). */
export function kycBeforeQuote(companyName: string): boolean {
  return companyName === "hdfc-ergo" || companyName === "future-genrali";
}
