/**
 * Whether a `/blog/{bname}` segment can be a post identifier (a slug of letters, digits, `-`
 * and `_`, up to 200 characters). Anything else is a 404 without asking the broker.
 */
export function isPostId(value: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(value);
}
