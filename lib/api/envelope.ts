import { z } from "zod";

/**
 * The broker's response envelope `{ status, message?, data, meta? }` (broker-api.md) around a
 * `data` schema, classic zod or a `zod/mini` contract schema. The one envelope builder of
 * `lib/api`; `data` may be optional (`z.optional(…)`) where the broker may leave it out.
 */
export function envelope<T extends z.core.SomeType>(data: T) {
  return z.object({
    status: z.number().int(),
    message: z.string().optional(),
    data,
    meta: z.record(z.string(), z.unknown()).optional(),
  });
}
