import * as z from "zod/mini";
import { MOBILE_PATTERN, normaliseMobile } from "./indian-formats";

/**
 * The contact fields every form asks for the same way (lead forms, the motor quote form), as
 * `zod/mini` schemas so they validate in the browser and again on the server. They live here, not
 * in lib/leads, so the broker contract can use them without importing the lead code.
 */

/**
 * A person's name: starts with a letter, then letters, combining marks (the vowel signs of Indian
 * scripts, accents), spaces and . ' - ("Asha D'Souza", "आशा वर्मा").
 */
export const PERSON_NAME_PATTERN = /^[\p{L}][\p{L}\p{M} .'-]*$/u;

/** A 10-digit Indian mobile number starting 6–9, output normalised ({@link normaliseMobile}); 'Enter your mobile number' when empty. */
export const indianMobile = z.pipe(
  z.pipe(z.string({ error: "Enter your mobile number" }), z.transform(normaliseMobile)),
  z
    .string()
    .check(
      z.minLength(1, "Enter your mobile number"),
      z.regex(MOBILE_PATTERN, "Enter a 10-digit mobile number starting with 6, 7, 8 or 9"),
    ),
);

/** A real e-mail address, trimmed, at most 254 characters. */
export const email = z
  .string({ error: "Enter your e-mail address" })
  .check(
    z.trim(),
    z.minLength(1, "Enter your e-mail address"),
    z.maxLength(254, "Enter a shorter e-mail address"),
    z.email("Enter a valid e-mail address, like name@example.com"),
  );
