import { describe, expect, it } from "vitest";
import { classifyLeadAnswer } from "@/lib/outbox/classify";

/** Which broker answers put a lead in the outbox (retry), which end it (delivered, reject). */
describe("classifyLeadAnswer", () => {
  it.each([
    [{ status: 200 }, "delivered"],
    [{ status: 201 }, "delivered"],
    [{ status: 500, reason: "network" }, "retry"],
    [{ status: 500, reason: "timeout" }, "retry"],
    [{ status: 500, reason: "non-json" }, "retry"],
    [{ status: 500, reason: "invalid-shape" }, "retry"],
    [{ status: 503, reason: "config" }, "retry"],
    [{ status: 500 }, "retry"],
    [{ status: 502 }, "retry"],
    [{ status: 503 }, "retry"],
    [{ status: 408 }, "retry"],
    [{ status: 429 }, "retry"],
    [{ status: 400 }, "reject"],
    [{ status: 409 }, "reject"],
    [{ status: 422 }, "reject"],
  ] as const)("%j → %s", (answer, outcome) => {
    expect(classifyLeadAnswer(answer)).toBe(outcome);
  });
});
