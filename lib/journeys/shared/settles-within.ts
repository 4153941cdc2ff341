/**
 * How long a journey step waits for its broker reads before it sends its loading skeleton
 * instead (`components/journeys/shared/first-screen.tsx`), in ms. A broker that answers within it
 * (the sandbox in ~30–100 ms, a real one in a few hundred) gets the step's first screen painted
 * whole from the first HTML; a slower one gets the skeleton after this wait and the step streamed
 * in behind it (broker calls may take up to 15 s).
 */
export const FIRST_SCREEN_WAIT_MS = 1000;

/**
 * Whether `promise` settles (fulfils or rejects) within `ms`. Never rejects; a rejection counts
 * as settled (the caller awaits the promise itself and meets the error there). The timer is
 * cleared as soon as the promise settles, so nothing is left pending.
 *
 * @param ms the wait in milliseconds (0 or less: only an already settled promise, checked after
 *   one turn of the microtask queue)
 */
export function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, ms));
    const settled = () => {
      clearTimeout(timer);
      resolve(true);
    };
    promise.then(settled, settled);
  });
}
