import { checkRedirect } from "@/lib/redirect/allowlist";

/** Where the browser may be sent: the site's origin and the allowlisted insurer origins. */
export type RedirectPolicy = { siteOrigin: string; allowlist: readonly string[] };

/**
 * What a journey screen does next. The decision rules of this folder return one of these and the
 * screens only carry it out (components/journeys/navigate.ts).
 *
 * - `go`: a path on the site (client navigation)
 * - `leave`: an absolute URL that passed the allowlist (full page navigation)
 * - `post`: a hidden `<form method="post">` to an allowlisted URL with these fields
 * - `popup`: open `url` in an 800×600 window, then offer `then`
 * - `stay`: keep the visitor on the screen with `message` in `role="alert"`
 * - `notice`: show `message`, then go to `then` after a short countdown
 * - `none`: do nothing (a missing route parameter)
 */
export type Next =
  | { kind: "go"; to: string }
  | { kind: "leave"; url: string }
  | { kind: "post"; action: string; fields: Record<string, string> }
  | { kind: "popup"; url: string; width: number; height: number; then: string }
  | { kind: "stay"; message: string }
  | { kind: "notice"; message: string; then: string }
  | { kind: "none" };

/**
 * Turns a URL the broker returned into `go` (site path) or `leave` (allowlisted absolute URL), or
 * `null` when {@link checkRedirect} refuses it (`javascript:`, `//host`, unknown origins …).
 * An absolute URL on the site's own origin becomes a `go` to its path.
 */
export function follow(
  raw: unknown,
  policy: RedirectPolicy,
): Extract<Next, { kind: "go" } | { kind: "leave" }> | null {
  const checked = checkRedirect(raw, policy.siteOrigin, policy.allowlist);
  if (checked === null) return null;
  if (checked.startsWith("/")) return { kind: "go", to: checked };
  const url = new URL(checked);
  if (url.origin === new URL(policy.siteOrigin).origin)
    return { kind: "go", to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: "leave", url: checked };
}

/** The allowlist-checked absolute or site URL, or null (for form actions, popups, links). */
export function allowed(raw: unknown, policy: RedirectPolicy): string | null {
  return checkRedirect(raw, policy.siteOrigin, policy.allowlist);
}

/** The `{ status, url }` answer of a call result whose payload may carry a `url` (none when it failed). */
export function urlAnswerOf(result: { ok: boolean; status: number; data?: unknown }): {
  status: number;
  url?: unknown;
} {
  const data = result.ok ? (result.data as { url?: unknown } | undefined) : undefined;
  return { status: result.status, url: data?.url };
}

/**
 * A `{ status, url }` answer (select/plan, update/communication, update/add-ons): on 200 the
 * returned URL when it passes the allowlist; otherwise (non-200, no URL, a refused URL) `fallback`.
 */
export function urlAnswerOutcome(
  answer: { status: number; url?: unknown },
  policy: RedirectPolicy,
  fallback: string,
): Next {
  if (answer.status === 200) {
    const next = follow(answer.url, policy);
    if (next) return next;
  }
  return { kind: "go", to: fallback };
}
