/**
 * The one path normalisation every proxy rule uses (issue 24, item 3). Next routes a request by
 * its percent-decoded path (`/%68ealth/x/member` renders the `/health/[requestKey]/member` page),
 * so a rule that tests the raw path (journey CSP, `X-Robots-Tag`, unknown blog posts, locale
 * handling, files) can be walked around by encoding one letter.
 */

/** RFC 3986 unreserved characters: percent-encoding them never changes what a URL means. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The canonical form of a URL path (RFC 3986 §6.2.2): percent-encoded unreserved characters
 * decoded (`%68` → `h`, `%2D` → `-`), other escapes kept with upper-case hex, runs of `/`
 * collapsed to one and dot segments (`.`, `..`, also when encoded) removed. Two paths with the
 * same canonical form name the same resource. Never throws; keeps a leading `/`.
 *
 * @param raw a request path as sent (`request.nextUrl.pathname`), without query or fragment
 */
export function canonicalPath(raw: string): string {
  const decoded = raw.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
  return tidy(decoded);
}

/**
 * The path Next routes: {@link canonicalPath} with every segment percent-decoded the way Next
 * decodes route segments, except that a `/` or `%` inside a segment stays encoded (`%2F`, `%25`):
 * Next never splits a segment at an encoded slash, and decoding `%25` here would let a later
 * decode see an escape the client never sent. This is what the proxy's rules look at. A segment
 * with a malformed escape (`%ZZ`, broken UTF-8) is kept as it is.
 *
 * @param raw a request path as sent
 */
export function routedPath(raw: string): string {
  return canonicalPath(raw)
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/%/g, "%25").replace(/\//g, "%2F");
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** Collapses `//` and removes dot segments; always starts with `/`. */
function tidy(path: string): string {
  const out: string[] = [];
  const segments = path.split("/");
  for (const [index, segment] of segments.entries()) {
    if (segment === "" && index !== segments.length - 1) continue;
    if (segment === ".") continue;
    if (segment === "..") {
      out.pop();
      continue;
    }
    out.push(segment);
  }
  // A trailing slash stays (`/health/` is not `/health`); `..` or `.` at the end counts as one.
  const last = segments.at(-1);
  if ((last === "." || last === "..") && out.at(-1) !== "") out.push("");
  const joined = `/${out.join("/")}`;
  return joined.replace(/\/{2,}/g, "/");
}
