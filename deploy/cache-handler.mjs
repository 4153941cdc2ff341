// Next.js ISR/data cache shared by every site instance through Redis (README "Production
// topology"). next.config.ts points `cacheHandler` here only when REDIS_URL is set, so dev, CI
// and a single `npm start` keep Next's own file-system cache.
//
// Built on @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler,
// Next 16 support) with the official `redis` client. One Redis connection per process. While the
// build prerenders pages (NEXT_PHASE = phase-production-build), and whenever Redis cannot be
// reached, an in-process LRU cache is used instead: a page is then rendered per instance rather
// than shared, which is slower but never wrong.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { createClient } from "redis";

/** Key prefix, so one Redis can serve several sites or builds (set NEXT_CACHE_PREFIX per build to isolate them). */
const keyPrefix = process.env.NEXT_CACHE_PREFIX ?? "sureshield:";

CacheHandler.onCreation(() => {
  globalThis.__siteCacheConfig ??= configure();
  return globalThis.__siteCacheConfig;
});

async function configure() {
  const lru = createLruHandler();
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL)
    return { handlers: [lru] };
  const client = createClient({
    url: process.env.REDIS_URL,
    pingInterval: 10_000,
    socket: { connectTimeout: 3_000 },
  });
  // Without a listener an error event would crash the process; the client reconnects by itself.
  // One warning per outage, not one per reconnection attempt.
  let down = false;
  client.on("error", (error) => {
    if (!down) console.warn(`[cache] Redis error: ${error?.message ?? error}`);
    down = true;
  });
  client.on("ready", () => {
    down = false;
  });
  try {
    // The first connection must not hold page renders up: node-redis retries forever by default.
    await Promise.race([
      client.connect(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error("no connection within 3 s")), 3_000),
      ),
    ]);
  } catch (error) {
    console.warn(
      `[cache] Redis unreachable, using a per-instance memory cache: ${error?.message ?? error}`,
    );
    client.destroy();
    return { handlers: [lru] };
  }
  return { handlers: [createRedisHandler({ client, keyPrefix, timeoutMs: 1000 })] };
}

export default CacheHandler;
