import * as z from "zod/mini";

/**
 * Contact fields every form asks the same way (the lead forms, the motor quote): a visitor's
 * mobile number and e-mail address, as `zod/mini` schemas (they ship to the browser). Here,
 * not in `lib/leads`, so the wire contract (`lib/api/contract`) can use them without
 * `lib/leads` → `lib/api` → `lib/leads` going round in a loop.
 */

/** Strips spaces, dashes and a leading +91 / 91 / 0 from a typed mobile number. */
export function normaliseMobile(value: string): string {
  return value.replace(/[\s-]/g, "").replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, "");
}

/** 10-digit Indian mobile number starting 6–9 (after {@link normaliseMobile}). */
export const indianMobile = z.pipe(
  z.pipe(z.string({ error: "Enter your mobile number" }), z.transform(normaliseMobile)),
  z.string().check(
    z.minLength(1, "Enter your mobile number"),
    z.regex(/^[6-9]\d{9}$/, "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"),
  ),
);

/** A real e-mail address, at most 254 characters. */
export const email = z.string({ error: "Enter your e-mail address" }).check(
  z.trim(),
  z.minLength(1, "Enter your e-mail address"),
  z.maxLength(254, "Enter a shorter e-mail address"),
  z.email("Enter a valid e-mail address, like name@example.com"),
);
