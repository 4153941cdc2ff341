import { z } from "zod";

/** The broker's response envelope `{ status, message?, data?, meta? }` (broker-api.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}

/** Spec-8 style result handed to the site: the broker's status and message, and data or nothing. */
export type Envelope<T> = { status: number; message?: string; data?: T; meta?: Record<string, unknown> };
