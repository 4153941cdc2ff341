import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type {
  AddOnSelection,
  Communication,
  MotorMember,
  MotorQuote,
  Nominee,
  PlanChoice,
  PreviousInsurance,
} from "@/lib/api/contract/motor";
import type { SandboxDb } from "../db/client";
import { requests } from "../db/schema";
import { HttpError } from "../http/responses";
import type { Vehicle } from "./vehicle";

/**
 * The sandbox's record of one motor journey, stored as `requests.state` (kind "motor") under its
 * requestKey. Every step writes the whole record back, so a restart loses nothing.
 */
export type MotorState = {
  version: 1;
  /** When the quote arrived (ISO); dates derived from "today" use the quote's day in India. */
  createdAt: string;
  /** The quote as validated (`rcNo` normalised). */
  quote: Pick<MotorQuote, "rcNo" | "name" | "phone" | "email" | "pospNumber">;
  /** Vehicle details derived from the registration number at quote time. */
  vehicle: Vehicle;
  insurances?: PreviousInsurance[];
  plan?: PlanChoice;
  member?: MotorMember;
  nominee?: Nominee;
  communication?: Communication;
  /** Chosen add-ons as the site sent them (only the `true` entries are kept). */
  addOns?: AddOnSelection;
  /** Set by `trigger/purchase` (updated on every repeat). */
  purchase?: MotorPurchase;
  /** Break-in inspection result from the hosted inspection page. */
  inspection?: { result: "passed" | "failed"; at: string };
  /** When the inspection link went to the outbox (sent once per request). */
  inspectionLinkSentAt?: string;
  /** Result of the hosted digit motor payment page. */
  payment?: { status: "paid" | "failed"; amount: number; at: string };
  /** Result of the hosted motor KYC page. */
  kyc?: { status: "approved" | "rejected"; at: string };
};

/** What `trigger/purchase` issued. Money in rupees. */
export type MotorPurchase = {
  companyName: string;
  /** digit only: stable per requestKey, e.g. "DIG-MOT-2026-000123". */
  policyNumber?: string;
  memberName: string;
  inspectionNeeded: boolean;
  idv: number;
  netPremium: number;
  tax: number;
  grossPremium: number;
  at: string;
};

/** A new requestKey: "mot-" and 24 hex digits. */
export function newMotorRequestKey(): string {
  return `mot-${randomUUID().replace(/-/g, "").slice(0, 24)}`;
}

/** Stores a new journey. */
export async function insertMotorState(
  db: SandboxDb,
  requestKey: string,
  state: MotorState,
): Promise<void> {
  await db.insert(requests).values({ requestKey, kind: "motor", state });
}

/**
 * Loads a motor journey.
 * @throws {HttpError} 404 when no motor journey has this key.
 */
export async function loadMotorState(db: SandboxDb, requestKey: string): Promise<MotorState> {
  const state = await findMotorState(db, requestKey);
  if (!state) throw new HttpError(404, `No motor request with requestKey ${requestKey}`);
  return state;
}

/** Loads a motor journey, or undefined when there is none with this key. */
export async function findMotorState(
  db: SandboxDb,
  requestKey: string,
): Promise<MotorState | undefined> {
  const [row] = await db
    .select({ state: requests.state })
    .from(requests)
    .where(and(eq(requests.requestKey, requestKey), eq(requests.kind, "motor")))
    .limit(1);
  return row ? (row.state as MotorState) : undefined;
}

/** Writes a journey back. */
export async function saveMotorState(
  db: SandboxDb,
  requestKey: string,
  state: MotorState,
): Promise<void> {
  await db
    .update(requests)
    .set({ state, updatedAt: new Date() })
    .where(and(eq(requests.requestKey, requestKey), eq(requests.kind, "motor")));
}

/** The requestKey whose purchase issued `policyNumber`, if any. */
export async function findByPolicyNumber(
  db: SandboxDb,
  policyNumber: string,
): Promise<{ requestKey: string; state: MotorState } | undefined> {
  const [row] = await db
    .select({ requestKey: requests.requestKey, state: requests.state })
    .from(requests)
    .where(
      and(
        eq(requests.kind, "motor"),
        sql`${requests.state} -> 'purchase' ->> 'policyNumber' = ${policyNumber}`,
      ),
    )
    .limit(1);
  return row ? { requestKey: row.requestKey, state: row.state as MotorState } : undefined;
}

/**
 * A policy number for a request, stable per requestKey: `${prefix}-MOT-${year}-${6 digits}`,
 * the digits taken from the key's hash and moved on past numbers already issued.
 */
export async function issuePolicyNumber(
  db: SandboxDb,
  requestKey: string,
  prefix: string,
  year: number,
  hash: (s: string) => number,
): Promise<string> {
  let n = hash(requestKey) % 1_000_000;
  for (let tries = 0; tries < 1_000; tries++) {
    const candidate = `${prefix}-MOT-${year}-${String(n).padStart(6, "0")}`;
    const taken = await findByPolicyNumber(db, candidate);
    if (!taken || taken.requestKey === requestKey) return candidate;
    n = (n + 1) % 1_000_000;
  }
  throw new Error("No free policy number");
}
