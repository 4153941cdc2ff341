import { revalidatePath, revalidateTag } from "next/cache";
import { NextResponse } from "next/server";
import { getEnv } from "@/lib/env";
import { handleRevalidate } from "@/lib/revalidate/handle-revalidate";

/**
 * `POST /api/revalidate` with `Authorization: Bearer $REVALIDATE_SECRET` and a JSON body
 * `{ "tag": "blogs" | "videos" | "blog:{id}" | [...], "path": "/blog" | [...] }`: marks the
 * broker's cached content stale so the next visit fetches it again (for a CMS webhook).
 * Answers 503 when REVALIDATE_SECRET is unset, 401 for a missing or wrong secret, 400 for a bad
 * body. See lib/revalidate/handle-revalidate.ts.
 */
export async function POST(request: Request): Promise<Response> {
  const answer = await handleRevalidate(
    request.headers.get("authorization"),
    () => request.json(),
    getEnv().REVALIDATE_SECRET,
    {
      // "max": visitors get the stale copy while the fresh one is fetched (Next 16's recommended profile).
      tag: (tag) => revalidateTag(tag, "max"),
      path: (path) => revalidatePath(path),
    },
  );
  return NextResponse.json(answer.body, {
    status: answer.status,
    headers: { "cache-control": "no-store", ...answer.headers },
  });
}
