import { partners } from "./partners";

/**
 * The one insurer count content pages may state (issue 22 item 6): the insurers of the partner
 * logo strip (`partners.ts`, shared by the Hindi pages), so the number and the logos can never
 * disagree. Pages that lead to a price comparison promise no number at all ("the insurers we work
 * with"): which insurers quote depends on the product, the visitor and the broker's answer, and
 * a count there would not match the plan list.
 */
export const partnerInsurerCount: number = partners.length;
