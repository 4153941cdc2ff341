import { NextResponse } from "next/server";

/**
 * On purpose, and matching no page: without a file here Turbopack picks up the repository root's
 * proxy.ts (its project root is the repository, where the lockfile is) and fails on the site's
 * `@/` imports. The floor page must not pay for a proxy, so nothing is matched.
 */
export function proxy(): NextResponse {
  return NextResponse.next();
}

export const config = { matcher: ["/__floor-no-proxy"] };
