import { isValidElement, Suspense, type ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FirstScreen } from "@/components/journeys/shared/first-screen";
import { FIRST_SCREEN_WAIT_MS, settlesWithin } from "@/lib/journeys/shared/settles-within";

/**
 * A journey step paints whole from its first HTML when its broker reads come in time, and keeps
 * its skeleton for a slow broker only (issue 25: the route loading.tsx sent the skeleton first
 * and React revealed the step 300 ms after it, the LCP with it).
 */

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A promise settled by hand, to play a broker that answers late or not at all. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe("settlesWithin", () => {
  it("is true for a read that answers within the wait, and clears its timer", async () => {
    const read = deferred<string>();
    const answer = settlesWithin(read.promise, 1000);
    await vi.advanceTimersByTimeAsync(300);
    read.resolve("plans");
    await expect(answer).resolves.toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("is false for a read still pending when the wait is over", async () => {
    const read = deferred<string>();
    const answer = settlesWithin(read.promise, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(answer).resolves.toBe(false);
  });

  it("counts a failed read as settled and never rejects itself", async () => {
    const read = deferred<string>();
    const answer = settlesWithin(read.promise, 1000);
    read.reject(new Error("broker down"));
    await expect(answer).resolves.toBe(true);
  });
});

describe("FirstScreen", () => {
  const fallback = <p>skeleton</p>;
  const render = (plans: string) => <h1>{plans}</h1>;

  it("renders the content itself, with no skeleton, when the reads come in time", async () => {
    const out = (await FirstScreen({
      load: Promise.resolve("10 plans"),
      fallback,
      children: render,
    })) as ReactElement<{ children: string }>;
    expect(out.type).toBe("h1");
    expect(out.props.children).toBe("10 plans");
  });

  it("streams the content behind the skeleton when the broker is slower than the wait", async () => {
    const read = deferred<string>();
    const pending = FirstScreen({ load: read.promise, fallback, children: render });
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS);
    const out = (await pending) as ReactElement<{
      fallback: unknown;
      children: ReactElement<{ load: Promise<string> }>;
    }>;
    expect(out.type).toBe(Suspense);
    expect(out.props.fallback).toBe(fallback);
    // The streamed part renders the same content once the read is in.
    read.resolve("10 plans");
    const inner = out.props.children;
    expect(isValidElement(inner)).toBe(true);
    const streamed = (await (inner.type as (p: unknown) => Promise<unknown>)(
      inner.props,
    )) as ReactElement<{ children: string }>;
    expect(streamed.props.children).toBe("10 plans");
  });
});
