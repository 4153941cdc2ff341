/** A YouTube video ID: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube video ID in a video link's `v` query parameter (spec 2.3: the player is "built
 * from the v parameter of the video link"), or `null` when the link does not parse, has no
 * `v`, or `v` is not a valid ID. Only a valid ID may be put into an embed URL.
 *
 * @param link `video_link` from the broker (broker-api.md `Video`), e.g. `https://www.youtube.com/watch?v=dQw4w9WgXcQ`
 */
export function youtubeIdFromLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const id = url.searchParams.get("v");
  return id !== null && isYoutubeId(id) ? id : null;
}

/** Whether `id` is a well-formed YouTube video ID. */
export function isYoutubeId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}

/**
 * The privacy-enhanced embed URL (no cookies until the visitor plays) of a valid ID.
 * @throws {RangeError} when `id` is not a valid YouTube ID, so an unchecked value never reaches an iframe.
 */
export function youtubeEmbedUrl(id: string): string {
  if (!isYoutubeId(id)) throw new RangeError("not a YouTube video ID");
  return `https://www.youtube-nocookie.com/embed/${id}`;
}

/**
 * `link` when it is an absolute http(s) URL a visitor may open as a plain link, else `null`
 * (a `javascript:` or malformed link from the broker is never rendered as an href).
 */
export function safeExternalLink(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
