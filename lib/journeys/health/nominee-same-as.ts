import type { NomineeFormValues } from "@/lib/journeys/health/proposal-forms";
import type { NomineeRelation } from "@/lib/api/contract/proposal";
import { isoToDisplay } from "@/lib/validation/dates";

/**
 * "Same as a member" on the nominee step (issue 23 item 4): an insured member's name, date of
 * birth, gender and relation to the proposer as the nominee's fields. No zod, no React: the
 * nominee form runs it in the browser.
 */

/** A saved member as the nominee step knows it (contract `HealthMemberDraft` fields). */
export type MemberForNominee = {
  memberNo: number;
  firstName?: string;
  lastName?: string;
  dob?: string;
  gender?: string;
  relation?: string;
};

/**
 * The nominee relation of a member, from the member's relation to the proposer and gender
 * (Spouse + Female → wife, Child + Male → son, …), or "" when it cannot be told (a sibling or
 * spouse of gender Other, the proposer).
 */
export function nomineeRelationOf(relation?: string, gender?: string): NomineeRelation | "" {
  const byGender: Record<string, [male: NomineeRelation, female: NomineeRelation]> = {
    Spouse: ["husband", "wife"],
    Child: ["son", "daughter"],
    Parent: ["father", "mother"],
    Sibling: ["brother", "sister"],
  };
  const pair = relation ? byGender[relation] : undefined;
  if (!pair) return "";
  return gender === "Male" ? pair[0] : gender === "Female" ? pair[1] : "";
}

/**
 * The members who may be chosen: every named insured member but the proposer (member 1), by
 * number, with only the fields the nominee takes (the rest of a member, such as the ID
 * document, is not sent to the browser again).
 */
export function nomineeCandidates(members: readonly MemberForNominee[]): MemberForNominee[] {
  return members
    .filter((m) => m.memberNo !== 1 && m.relation !== "Self" && (m.firstName || m.lastName))
    .sort((a, b) => a.memberNo - b.memberNo)
    .map(({ memberNo, firstName, lastName, dob, gender, relation }) => ({
      memberNo,
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
      ...(dob ? { dob } : {}),
      ...(gender ? { gender } : {}),
      ...(relation ? { relation } : {}),
    }));
}

/** A member as the nominee form's values (dates dd/mm/yyyy, gender in the nominee's codes). */
export function nomineeFromMember(member: MemberForNominee): NomineeFormValues {
  const gender = member.gender?.toLowerCase() ?? "";
  return {
    firstName: member.firstName ?? "",
    lastName: member.lastName ?? "",
    dob: isoToDisplay(member.dob),
    gender: ["male", "female", "other"].includes(gender) ? gender : "",
    relation: nomineeRelationOf(member.relation, member.gender),
  };
}
