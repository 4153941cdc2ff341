/**
 * Which proposal steps the broker holds saved answers for (issue 24: the final quote's progress
 * marks a step "done" only when its data is saved), from `/get/active/member/data`. The broker
 * also returns prefills that were never saved (the quote's name, e-mail and mobile; the quote's
 * members with only date of birth and gender), so each step counts as saved only when a field
 * that only its own form sets is there.
 */

type Loose = Record<string, unknown> | undefined;

const filled = (v: unknown) =>
  v !== undefined && v !== null && v !== "" && !(Array.isArray(v) && v.length === 0);

/** True when any of `fields` of `record` holds a value. */
function anyOf(record: unknown, fields: readonly string[]): boolean {
  if (!record || typeof record !== "object") return false;
  return fields.some((f) => filled((record as Record<string, unknown>)[f]));
}

/**
 * Health: `member` when every member has a height or weight (only the member form sets them),
 * `medical` when medical answers are stored, `nominee` when any nominee field is, and
 * `communication` when a street, city or pincode is (e-mail and mobile are prefilled from the
 * quote).
 */
export function savedHealthSteps(data: {
  members?: readonly Loose[];
  medical?: unknown;
  nominee?: unknown;
  communication?: unknown;
}): Set<string> {
  const saved = new Set<string>();
  const members = data.members ?? [];
  if (members.length > 0 && members.every((m) => anyOf(m, ["height", "weight"])))
    saved.add("member");
  if (data.medical && typeof data.medical === "object") saved.add("medical");
  if (anyOf(data.nominee, ["firstName", "lastName", "relation", "dob", "gender"]))
    saved.add("nominee");
  if (anyOf(data.communication, ["street", "city", "pincode"])) saved.add("communication");
  return saved;
}

/**
 * Motor: `member` when the owner's date of birth or document is stored (the quote prefills only
 * the name), `nominee` and `communication` as for health, `add-ons` when the final quote lists
 * more than the compulsory cover or the broker says add-ons were saved (`addOnsSaved`).
 */
export function savedMotorSteps(data: {
  member?: unknown;
  nominee?: unknown;
  communication?: unknown;
  addOnsSaved?: boolean;
}): Set<string> {
  const saved = new Set<string>();
  if (anyOf(data.member, ["dob", "documentId", "documentType", "gender"])) saved.add("member");
  if (anyOf(data.nominee, ["firstName", "lastName", "relation", "dob", "gender"]))
    saved.add("nominee");
  if (anyOf(data.communication, ["street", "city", "pincode"])) saved.add("communication");
  if (data.addOnsSaved) saved.add("add-ons");
  return saved;
}
