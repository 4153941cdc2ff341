import type { SandboxDb } from "../db/client";
import { outbox } from "../db/schema";

/** Kinds of the motor journey's outbox messages. */
export type MotorOutboxKind = "motor-continue" | "motor-inspection";

/**
 * Records a message a real broker would e-mail (shown on `/sandbox/outbox`).
 *
 * @param message recipient e-mail address, subject, plain-text body and the link it carries.
 */
export async function sendToOutbox(
  db: SandboxDb,
  kind: MotorOutboxKind,
  message: { recipient: string; subject: string; body: string; link: string },
): Promise<void> {
  await db.insert(outbox).values({ kind, ...message });
}
