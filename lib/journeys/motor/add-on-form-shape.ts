import * as z from "zod/mini";

/**
 * The add-ons form's shape, checked by the server action before anything else (apart from `add-ons.ts`, which the
 * screen imports, so the browser does not load zod for it): codes mapped to
 * yes/no, `{code}__amount` to the chosen amount key.
 */
export const addOnFormShape = z.record(
  z.string().check(z.maxLength(200)),
  z.union([z.boolean(), z.string().check(z.maxLength(200))], { error: "Choose the add-ons again" }),
  { error: "Choose the add-ons again" },
);
