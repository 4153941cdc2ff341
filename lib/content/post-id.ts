/**
 * Whether a `/blog/{bname}` segment can be a post identifier (a slug of letters, digits, `-`
 * and `_`, up to 200 characters). Anything else is a 404 without asking the broker.
 */
export function isPostId(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(value);
}

/**
 * The `/blog/{bname}` path every unknown post is rewritten to (proxy.ts). It is not a post id, so
 * the page answers its 404 without asking the broker, and it is the one cache entry all unknown
 * posts share: Next's ISR would otherwise store a 404 page per unknown slug.
 */
export const UNKNOWN_POST_PATH = "/blog/_unknown";

/**
 * The `/blog/{bname}` path proxy.ts rewrites a post to while the broker fails: the one shared
 * 'Failed to fetch blog' page, so made-up slugs add no cache entry during an outage.
 */
export const UNAVAILABLE_POST_PATH = "/blog/_unavailable";

/**
 * The post segment and what follows it when `pathname` is under `/blog/{bname}` (the post page,
 * its Open Graph image, …), else null. `/blog` itself is not a post path.
 *
 * @returns `{ bname, rest }` with `bname` percent-decoded (null when it does not decode) and
 *   `rest` the remainder after the segment (`""` for the post page itself)
 */
export function postPathParts(pathname: string): { bname: string | null; rest: string } | null {
  const match = /^\/blog\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match?.[1]) return null;
  let bname: string | null;
  try {
    bname = decodeURIComponent(match[1]);
  } catch {
    bname = null;
  }
  return { bname, rest: match[2] ?? "" };
}

/** The site path of a post's page: `/blog/{bname}`, the identifier percent-encoded. */
export function postPath(id: string): string {
  return `/blog/${encodeURIComponent(id)}`;
}
