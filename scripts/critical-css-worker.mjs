// The worker thread that learns critical CSS at run time (scripts/inline-css-hook.mjs): beasties
// parses a page's DOM and matches every selector of the stylesheet against it, tens of
// milliseconds of CPU that must not hold up the server's event loop. It receives complete pages
// (`{ key, html }`, stylesheets inline) and answers `{ key, entry, ms }` when an entry changed,
// `{ key }` when the page taught nothing new. Plain JavaScript, no build step.
import { parentPort, workerData } from "node:worker_threads";
import { createCriticalStore, entriesFromJson } from "./critical-css.mjs";

const store = createCriticalStore({
  maxKeys: workerData?.maxKeys,
  entries: entriesFromJson(workerData?.entries),
});

parentPort?.on("message", async ({ key, html }) => {
  try {
    const learnt = await store.learn(key, html);
    parentPort?.postMessage(learnt ? { key, entry: learnt.entry, ms: learnt.ms } : { key });
  } catch (error) {
    // A page beasties cannot read keeps its key on the whole stylesheet.
    parentPort?.postMessage({ key, error: String(error?.message ?? error) });
  }
});
