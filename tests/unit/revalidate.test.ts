import { describe, expect, it, vi } from "vitest";
import { handleRevalidate } from "@/lib/revalidate/handle-revalidate";
import { secretEquals } from "@/lib/security/secret-equals";

/** POST /api/revalidate: bearer secret (constant time), body validation, tags and paths. */

const SECRET = "s3cret-s3cret-s3cret";

function call(authorization: string | null, body: unknown, opts: { secret?: string } = {}) {
  // An explicit `secret: undefined` means "not configured".
  const secret = "secret" in opts ? opts.secret : SECRET;
  const revalidate = { tag: vi.fn(), path: vi.fn() };
  const readBody = () => (body instanceof Error ? Promise.reject(body) : Promise.resolve(body));
  return handleRevalidate(authorization, readBody, secret, revalidate).then((answer) => ({
    answer,
    revalidate,
  }));
}

describe("handleRevalidate", () => {
  it("answers 503 and revalidates nothing when no secret is configured", async () => {
    const { answer, revalidate } = await call(
      `Bearer ${SECRET}`,
      { tag: "blogs" },
      { secret: undefined },
    );
    expect(answer.status).toBe(503);
    expect(revalidate.tag).not.toHaveBeenCalled();
  });

  it.each([
    ["no header", null],
    ["a wrong secret", "Bearer wrong-secret-wrong"],
    ["a prefix of the secret", `Bearer ${SECRET.slice(0, -1)}`],
    ["the secret without Bearer", SECRET],
    ["an empty bearer", "Bearer "],
  ])("answers 401 for %s", async (_label, header) => {
    const { answer, revalidate } = await call(header, { tag: "blogs" });
    expect(answer.status).toBe(401);
    expect(answer.headers?.["www-authenticate"]).toContain("Bearer");
    expect(revalidate.tag).not.toHaveBeenCalled();
    expect(revalidate.path).not.toHaveBeenCalled();
  });

  it("revalidates the given tags and paths", async () => {
    const { answer, revalidate } = await call(`Bearer ${SECRET}`, {
      tag: ["blogs", "blog:how-claims-work", "blogs"],
      path: "/blog",
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 200,
        revalidated: { tags: ["blogs", "blog:how-claims-work"], paths: ["/blog"] },
      },
    });
    expect(revalidate.tag.mock.calls).toEqual([["blogs"], ["blog:how-claims-work"]]);
    expect(revalidate.path.mock.calls).toEqual([["/blog"]]);
  });

  it("accepts the scheme in any case", async () => {
    const { answer } = await call(`bearer ${SECRET}`, { tag: "videos" });
    expect(answer.status).toBe(200);
  });

  it.each([
    ["invalid JSON", new Error("bad json")],
    ["an empty body", {}],
    ["an unknown tag", { tag: "users" }],
    ["another host as path", { path: "//evil.example" }],
    ["a backslash host as path", { path: "/\\evil.example" }],
    ["a relative path", { path: "blog" }],
    ["an unknown field", { tag: "blogs", all: true }],
  ])("answers 400 for %s", async (_label, body) => {
    const { answer, revalidate } = await call(`Bearer ${SECRET}`, body);
    expect(answer.status).toBe(400);
    expect(revalidate.tag).not.toHaveBeenCalled();
  });
});

describe("secretEquals", () => {
  it("matches only the exact secret", () => {
    expect(secretEquals(SECRET, SECRET)).toBe(true);
    expect(secretEquals(`${SECRET} `, SECRET)).toBe(false);
    expect(secretEquals("", SECRET)).toBe(false);
    expect(secretEquals(undefined, SECRET)).toBe(false);
    expect(secretEquals(null, SECRET)).toBe(false);
  });
});
