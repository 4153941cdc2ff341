import type { HealthMemberDraft } from "@/lib/api/contract/health";
import { optionLabel } from "@/lib/journeys/i18n/option-label";

/** An insured member as the medical step and the review name them. */
export type MedicalPerson = { memberNo: number; label: string };

/**
 * The insured members, in member order, each named for the medical questions (issue 23): the
 * saved name and the relation in the page's language ("Asha Verma (Self)"), only the relation
 * when no name is saved yet, and `memberWord` with the number ("Member 2") when neither is.
 *
 * @param members the saved members (`get/active/member/data`'s `members`)
 * @param options `getTranslations("Options")`, for the relation's label
 * @param memberWord the words for an unnamed member, given its number
 */
export function medicalPeople(
  members: readonly HealthMemberDraft[],
  options: unknown,
  memberWord: (memberNo: number) => string,
): MedicalPerson[] {
  const sorted = [...members].sort((a, b) => a.memberNo - b.memberNo);
  return (sorted.length ? sorted : [{ memberNo: 1 }]).map((m: HealthMemberDraft) => {
    const name = [m.firstName, m.lastName].filter(Boolean).join(" ").trim();
    const relation = m.relation ? optionLabel(options, "relation", m.relation) : "";
    const label =
      name && relation ? `${name} (${relation})` : name || relation || memberWord(m.memberNo);
    return { memberNo: m.memberNo, label };
  });
}
