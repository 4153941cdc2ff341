import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { CHECK_FIELDS, fieldErrorsOf } = await import("@/lib/actions/result");
const { keyedAction, stepAction } = await import("@/lib/actions/safe-action");
const { REFUSED_KEY_MESSAGE } = await import("@/lib/journeys/shared/idempotency");
const z = await import("zod/mini");

const badKey = { kind: "go", to: "/health/thank-you" } as const;
const schema = z.object({ name: z.string({ error: "Enter the name" }) });

describe("the server-action convention (lib/actions)", () => {
  it("turns issues into one message per field, keyed by dotted path; a whole-input issue under form", () => {
    expect(
      fieldErrorsOf([
        { path: ["members", 0, "firstName"], message: "First" },
        { path: ["members", 0, "firstName"], message: "Second" },
        { path: [], message: "Whole" },
      ]),
    ).toEqual({ "members.0.firstName": "First", form: "Whole" });
  });

  it("a malformed requestKey goes to the fallback and runs nothing", async () => {
    const run = vi.fn();
    for (const key of [null, 1, "../admin", "a".repeat(10_000)])
      expect(await stepAction(key, { name: "A" }, { check: schema, badKey, run })).toEqual({
        ok: true,
        next: badKey,
      });
    expect(run).not.toHaveBeenCalled();
  });

  it("invalid input is refused with the field messages beside a summary; valid input gets run's next", async () => {
    const run = vi.fn(async (key: string, data: { name: string }) => ({
      kind: "go" as const,
      to: `/health/${key}/${data.name}`,
    }));
    expect(await stepAction("K-1", { name: 1 }, { check: schema, badKey, run })).toEqual({
      ok: false,
      message: CHECK_FIELDS,
      fieldErrors: { name: "Enter the name" },
    });
    expect(run).not.toHaveBeenCalled();
    expect(await stepAction("K-1", { name: "A" }, { check: schema, badKey, run })).toEqual({
      ok: true,
      next: { kind: "go", to: "/health/K-1/A" },
    });
  });

  it("a keyed action refuses a missing or malformed browser key before sending", async () => {
    const run = vi.fn();
    for (const key of [undefined, "", "not a uuid"]) {
      expect(
        await keyedAction({ name: "A" }, key, {
          check: schema,
          invalidMessage: "Invalid",
          scope: "health-quote",
          run,
        }),
      ).toEqual({ ok: false, message: REFUSED_KEY_MESSAGE });
    }
    expect(
      await keyedAction({}, crypto.randomUUID(), {
        check: schema,
        invalidMessage: "Invalid",
        scope: "health-quote",
        run,
      }),
    ).toMatchObject({ ok: false, message: "Invalid", fieldErrors: { name: "Enter the name" } });
    expect(run).not.toHaveBeenCalled();
  });
});
