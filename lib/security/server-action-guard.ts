import { NextResponse, type NextRequest } from "next/server";

/**
 * Refuses hostile server-action requests with a 4xx before Next's action handler sees them
 * (issue 24, item 9). Next answers each of these with a 500 (its origin check throws, React's
 * `decodeReply` throws on a body that is not its encoding, busboy on broken multipart, the
 * body-size limit throws): the action never runs, but a 500 is logged as a server fault and
 * tells a scanner nothing useful.
 *
 * A server-action request is a `POST` to a page with a `Next-Action` header (a call from the
 * browser's JavaScript; its body is React's JSON reply encoding, or multipart when it carries a
 * FormData), or a `multipart/form-data` POST to a page (a form submitted before hydration).
 */

/** Next's default `serverActions.bodySizeLimit`: 1 MB. */
export const ACTION_BODY_MAX_BYTES = 1024 * 1024;
/** Deepest `[`/`{` nesting accepted in an action body; the site's forms stay under 8. */
export const ACTION_MAX_DEPTH = 32;

/**
 * @returns the 4xx answer for a hostile action request, or null to let it through:
 * 403 for a foreign or `null` `Origin`, 400 for a malformed one, an empty body, a body that is
 * not JSON (without multipart), broken multipart or nesting deeper than {@link ACTION_MAX_DEPTH};
 * 413 for a body over {@link ACTION_BODY_MAX_BYTES}.
 */
export async function refuseServerAction(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "POST") return null;
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const isMultipart = type.startsWith("multipart/form-data");
  const isAction = request.headers.has("next-action") || isMultipart;
  if (!isAction || /^\/(api|_next)\//.test(request.nextUrl.pathname)) return null;

  const origin = request.headers.get("origin");
  if (origin !== null) {
    if (origin.trim() === "null") return refuse(403, "foreign Origin");
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return refuse(400, "malformed Origin header");
    }
    const own = [request.headers.get("x-forwarded-host"), request.headers.get("host")]
      .flatMap((v) => (v ?? "").split(","))
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    if (!own.includes(host.toLowerCase())) return refuse(403, "foreign Origin");
  }

  const declared = Number(request.headers.get("content-length") ?? "NaN");
  if (Number.isFinite(declared) && declared > ACTION_BODY_MAX_BYTES)
    return refuse(413, "request body over 1 MB");

  let body: ArrayBuffer;
  try {
    body = await request.clone().arrayBuffer();
  } catch {
    return refuse(400, "unreadable request body");
  }
  if (body.byteLength === 0) return refuse(400, "empty request body");
  if (body.byteLength > ACTION_BODY_MAX_BYTES) return refuse(413, "request body over 1 MB");

  const texts: string[] = [];
  if (isMultipart) {
    let form: FormData;
    try {
      form = await new Request("http://local/", {
        method: "POST",
        headers: { "content-type": request.headers.get("content-type") ?? "" },
        body,
      }).formData();
    } catch {
      return refuse(400, "malformed multipart body");
    }
    for (const value of form.values()) if (typeof value === "string") texts.push(value);
  } else {
    const text = new TextDecoder().decode(body);
    try {
      JSON.parse(text);
    } catch {
      return refuse(400, "action body is not JSON");
    }
    texts.push(text);
  }
  if (texts.some((t) => nestingDepth(t) > ACTION_MAX_DEPTH))
    return refuse(400, "action body nested too deeply");
  return null;
}

/**
 * The deepest `[`/`{` nesting of a JSON-like text (brackets inside strings do not count).
 * Linear time, no recursion, so a hostile body cannot overflow the stack here.
 */
export function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 || c === 123) max = Math.max(max, ++depth);
    else if (c === 93 || c === 125) depth--;
  }
  return max;
}

function refuse(status: 400 | 403 | 413, reason: string): NextResponse {
  return new NextResponse(`${status === 413 ? "Payload too large" : "Bad request"}: ${reason}`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
