import { Suspense, type ReactNode } from "react";
import { FIRST_SCREEN_WAIT_MS, settlesWithin } from "@/lib/journeys/shared/settles-within";

/**
 * A journey step's content from its broker reads (`load`), painted whole in the first HTML when
 * the reads come within {@link FIRST_SCREEN_WAIT_MS}, and streamed behind `fallback` (the step's
 * skeleton, of the content's size) when they take longer.
 *
 * Why not a route `loading.tsx`: its Suspense boundary always sends the skeleton first (the page
 * awaits the broker, so it is never ready when the shell is flushed), and React reveals streamed
 * content no sooner than 300 ms after the fallback was painted (`$RC` waits for `$RT + 300`). A
 * step whose data was ready in 50 ms thus painted the skeleton first and its own heading, plan
 * and prices 300 ms later, the LCP with it (issue 25: the final quote at 1.9× the floor). Waiting
 * for the reads here keeps the whole step in the first paint; the skeleton is kept for a slow
 * broker only.
 *
 * @param load the step's reads, started by the caller (so they run while this waits)
 * @param fallback what holds the content's place while a slow broker answers
 * @param children renders the content from the settled reads, at once or after its own awaits
 *   (a rejection propagates to the route's error boundary, as an await in the page would)
 */
export async function FirstScreen<T>({
  load,
  fallback,
  children,
}: {
  load: Promise<T>;
  fallback: ReactNode;
  children: (data: T) => ReactNode | Promise<ReactNode>;
}) {
  if (await settlesWithin(load, FIRST_SCREEN_WAIT_MS)) return children(await load);
  return (
    <Suspense fallback={fallback}>
      <Streamed load={load}>{children}</Streamed>
    </Suspense>
  );
}

/** The content once a slow `load` settles: rendered inside the fallback's Suspense boundary. */
async function Streamed<T>({
  load,
  children,
}: {
  load: Promise<T>;
  children: (data: T) => ReactNode | Promise<ReactNode>;
}) {
  return children(await load);
}
