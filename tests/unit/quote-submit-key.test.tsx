// @vitest-environment jsdom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The quote forms' Idempotency-Key (`useActionForm`): one key per distinct submission, kept
 * across a second click, a retry after a failure and a reload of the draft, a new one for other
 * values, dropped on success.
 */

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }) }));

const { useActionForm } = await import("@/components/forms/use-action-form");

const ATTEMPT = "draft:test-quote:attempt";

function mount() {
  const setFailure = vi.fn();
  const hook = renderHook(() =>
    useActionForm({
      fallback: "Could not reach us",
      onSuccess: vi.fn(),
      onFieldErrors: vi.fn(),
      setFailure,
      attemptKey: ATTEMPT,
    }),
  );
  return { ...hook, setFailure };
}

const values = { name: "Asha Rao", phone: "9876543210", insuredPersons: [{ dob: "31/01/1990" }] };

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  push.mockReset();
});

describe("useActionForm's Idempotency-Key", () => {
  it("keeps the key for the same values across a failed send, a lost answer and a reload", async () => {
    const keys: string[] = [];
    const first = mount();
    await act(() =>
      first.result.current.send(
        values,
        async (key) => (keys.push(key), { ok: false, message: "Broker down" }),
      ),
    );
    await act(() =>
      first.result.current.send({ ...values }, async (key) => {
        keys.push(key);
        throw new Error("answer lost");
      }),
    );
    expect(first.setFailure).toHaveBeenLastCalledWith("Could not reach us");
    first.unmount();

    // A reload restores the draft with its keys in another order: still the same submission.
    const reloaded = mount();
    const reordered = {
      insuredPersons: [{ dob: "31/01/1990" }],
      phone: "9876543210",
      name: "Asha Rao",
    };
    await act(() =>
      reloaded.result.current.send(
        reordered,
        async (key) => (keys.push(key), { ok: true, next: "/next" }),
      ),
    );

    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(push).toHaveBeenCalledWith("/next");
    // Sent successfully: the key is dropped with the draft.
    expect(sessionStorage.getItem(ATTEMPT)).toBeNull();
  });

  it("other values are another submission with a new key", async () => {
    const keys: string[] = [];
    const { result } = mount();
    await act(() =>
      result.current.send(values, async (key) => (keys.push(key), { ok: false, message: "x" })),
    );
    await act(() =>
      result.current.send(
        { ...values, phone: "9123456780" },
        async (key) => (keys.push(key), { ok: false, message: "x" }),
      ),
    );
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("a second click while the first is in flight sends nothing", async () => {
    const submit = vi.fn(() => new Promise<never>(() => undefined));
    const { result } = mount();
    void act(() => void result.current.send(values, submit));
    await act(() => result.current.send(values, submit));
    expect(submit).toHaveBeenCalledTimes(1);
  });
});
