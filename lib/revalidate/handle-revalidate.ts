import { z } from "zod";
import { secretEquals } from "@/lib/security/secret-equals";

/** Cache tags of broker content (see lib/api/content.ts): every list, and one post. */
const tagPattern = /^(blogs|videos|blog:[A-Za-z0-9_-]{1,200})$/;
/** A site path such as `/blog` or `/blog/some-post`; never another host (`//x`, `/\x`). */
const pathPattern = /^\/(?![/\\])[A-Za-z0-9\-._~%/[\]]{0,300}$/;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item).max(50)]).optional();

/** Body of `POST /api/revalidate`. */
export const revalidateBodySchema = z
  .object({
    tag: oneOrMany(z.string().regex(tagPattern, "unknown tag")),
    path: oneOrMany(z.string().regex(pathPattern, "not a site path")),
  })
  .strict()
  .refine((b) => b.tag !== undefined || b.path !== undefined, "give a tag or a path");

/** The cache operations the handler may call (Next's `revalidateTag`/`revalidatePath` in the route). */
export type Revalidator = { tag(tag: string): void; path(path: string): void };

/** A JSON answer of the revalidation route. */
export type RevalidateAnswer = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

/**
 * The on-demand revalidation webhook (issue "Freshness"): checks the bearer secret, validates
 * the body and revalidates the given tags and paths.
 *
 * - 503 when `secret` is unset (the route is switched off, not open);
 * - 401 without `Authorization: Bearer <secret>` or with a wrong one (compared in constant time);
 * - 400 when the body is not JSON `{ tag?: string | string[], path?: string | string[] }` with
 *   known tags (`blogs`, `videos`, `blog:{id}`) and site paths;
 * - 200 `{ status: 200, revalidated: { tags, paths } }` otherwise.
 *
 * @param authorization the request's `Authorization` header
 * @param readBody reads the request body as JSON (throws on invalid JSON)
 * @param secret `REVALIDATE_SECRET`
 */
export async function handleRevalidate(
  authorization: string | null,
  readBody: () => Promise<unknown>,
  secret: string | undefined,
  revalidate: Revalidator,
): Promise<RevalidateAnswer> {
  if (!secret)
    return { status: 503, body: { status: 503, message: "Revalidation is not configured" } };
  const presented = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (!secretEquals(presented, secret)) {
    return {
      status: 401,
      body: { status: 401, message: "Unauthorized" },
      headers: { "www-authenticate": 'Bearer realm="revalidate"' },
    };
  }

  let json: unknown;
  try {
    json = await readBody();
  } catch {
    return { status: 400, body: { status: 400, message: "Body must be JSON" } };
  }
  const parsed = revalidateBodySchema.safeParse(json);
  if (!parsed.success) {
    return {
      status: 400,
      body: { status: 400, message: parsed.error.issues.map((i) => i.message).join("; ") },
    };
  }
  const tags = toList(parsed.data.tag);
  const paths = toList(parsed.data.path);
  for (const tag of tags) revalidate.tag(tag);
  for (const path of paths) revalidate.path(path);
  return { status: 200, body: { status: 200, revalidated: { tags, paths } } };
}

function toList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return [...new Set(Array.isArray(value) ? value : [value])];
}
