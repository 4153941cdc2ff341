import type * as z from "zod/mini";
import { HttpError } from "../http/responses";

/** One contract issue as the sandbox reports it in `data.issues`. */
export type Issue = { path: string; message: string };

/** Issues of a failed parse as `{ path, message }`. */
export function issuesOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Issue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join("."),
    message: issue.message,
  }));
}

/**
 * Validates a request body with a contract schema.
 * @throws {HttpError} 400 `{ message: "<what>: <first path>: <first message>", data: { issues } }`.
 */
export function parseWith<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data as z.output<S>;
  const issues = issuesOf(parsed.error);
  const first = issues[0];
  const detail = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : "invalid";
  throw new HttpError(400, `${what}: ${detail}`, { data: { issues } });
}

/**
 * The per-member medical answers against the request's members (issue 23): every `memberNo` of
 * `medical.members` must be one of the quote's members (1…`memberCount`). Answers without
 * `members` (sent before per-member answers) pass.
 * @throws {HttpError} 400 `{ message: "Invalid medical details: members.{i}.memberNo: …", data: { issues } }`.
 */
export function checkMedicalMembers(
  medical: { members?: readonly { memberNo: number }[] },
  memberCount: number,
): void {
  const issues: Issue[] = (medical.members ?? []).flatMap((m, i) =>
    m.memberNo > memberCount
      ? [
          {
            path: `members.${i}.memberNo`,
            message: `There is no member ${m.memberNo}: this request has ${memberCount}`,
          },
        ]
      : [],
  );
  const first = issues[0];
  if (first)
    throw new HttpError(400, `Invalid medical details: ${first.path}: ${first.message}`, {
      data: { issues },
    });
}
