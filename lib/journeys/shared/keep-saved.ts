/**
 * A save never sends blank fields over saved ones (issue 23; broker-api.md "Journey order and
 * continuation"): the nominee and communication steps have no required field, and the broker
 * stores what it is given, so a form posted empty (a stale copy of the step, a second tab opened
 * before the save) would erase what was saved. The server action fills each field the visitor
 * left blank with the broker's saved value before it calls the broker. The cost: a saved optional
 * field cannot be emptied again, only replaced.
 */

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/**
 * `submitted` with each of its blank fields (null, or only spaces) taken from `saved` where that
 * holds a value; fields the visitor filled in win, fields `submitted` does not have stay out. `saved` missing: `submitted` unchanged.
 *
 * @param submitted the step's checked input (the contract's input shape: text, "" for blank)
 * @param saved what `/get/active/member/data` returned for the step (contract shape)
 */
export function keepSaved<T extends object>(submitted: T, saved: object | undefined): T {
  if (!saved) return submitted;
  const merged = { ...submitted } as Record<string, unknown>;
  const held = saved as Record<string, unknown>;
  // Only the step's own fields: anything else the broker returned stays out of the save.
  for (const name of Object.keys(merged)) {
    if (isBlank(merged[name]) && !isBlank(held[name])) merged[name] = held[name];
  }
  return merged as T;
}
