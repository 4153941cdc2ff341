/**
 * A URL path as a template fit for a log line: plain word segments (`/health/api/update/member`)
 * are kept, every other segment (a requestKey, an id, a slug with digits, anything encoded)
 * becomes `:param`, and the query string is dropped.
 *
 * @param path a path such as `/motor/api/K-123/update` or `/policy/blog/get/blogs/abc?x=1`
 * @returns e.g. `/motor/api/:param/update`
 */
export function pathTemplate(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? "";
  return bare
    .split("/")
    .map((segment) => (segment === "" || /^[a-z][a-z-]{0,39}$/i.test(segment) ? segment : ":param"))
    .join("/");
}
