import { setTimeout as delay } from "node:timers/promises";
import type { SandboxDb } from "./db/client";

/** Time source of the sandbox; tests may pass their own to avoid real waits. */
export type Clock = {
  now(): Date;
  /**
   * Resolves after `ms` milliseconds.
   * @throws the signal's abort reason when `signal` aborts first (the sandbox is closing).
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
};

/** The wall clock. */
export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms, signal) => {
    await delay(ms, undefined, { signal });
  },
};

/** A page of the sandbox listed on the `/sandbox` index. */
export type InspectionPage = { href: string; title: string; description: string };

/** What every route module receives in `register(router, ctx)`. */
export type SandboxContext = {
  db: SandboxDb;
  /** Origin (no trailing slash) a browser uses for the sandbox's hosted pages. */
  publicUrl: string;
  /** The site's public origin (no trailing slash), for return URLs into the site. */
  siteUrl: string;
  clock: Clock;
  /** Aborted when the sandbox starts closing; pass it to long waits. */
  shutdown: AbortSignal;
  /** Pages listed on `/sandbox`; route modules push their inspection pages here. */
  inspectionPages: InspectionPage[];
};
