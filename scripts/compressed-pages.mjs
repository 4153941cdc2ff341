// The page hook's second compression (issue 25): a page written at once (prerendered,
// regenerated, from Next's cache) is the same text for every visitor until it is regenerated,
// so its Brotli at the highest quality (11) is worth computing once. The first answer leaves at
// quality 5 as before (~3 ms; 11 costs 100–350 ms of CPU per page, never on an answer's path);
// the quality-11 bytes are made on libuv's thread pool after it and answer every later request
// for the same text: 11–12 % fewer bytes (`/` 26.3 → 23.1 kB, `/about` 18.7 → 16.5 kB), ~5.4 ms
// each kB under applied 4G throttling (1.47 Mbps).
import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** Pages larger than this are never kept (characters of HTML). */
const maxPageChars = 2_000_000;

/**
 * A bounded store of pages compressed at the highest quality, keyed by coding and the SHA-256 of
 * the page's text (the least recently used page goes first).
 *
 * @param options `maxBytes`: the compressed bytes kept in all (default 16 MB); `maxPending`:
 *   compressions running at once (default 2; more pages wait for a later request).
 * @returns `get(coding, text)`: the stored bytes (`Buffer`) or undefined; `fill(coding, text)`:
 *   starts the compression when not stored, not running and a slot is free (an error leaves
 *   the page unstored); `settled()`: resolves when no compression runs (tests).
 */
export function createCompressedPages(options = {}) {
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const maxPending = options.maxPending ?? 2;
  /** @type {Map<string, Buffer>} */
  const pages = new Map();
  /** @type {Map<string, Promise<void>>} */
  const pending = new Map();
  let bytes = 0;

  // The last key made: a miss's `fill` follows its `get` with the same text, which is then
  // hashed once (the same string: compared by reference first).
  /** @type {{ coding: string, text: string, key: string } | undefined} */
  let last;
  const keyOf = (coding, text) => {
    if (last?.text === text && last.coding === coding) return last.key;
    const key = `${coding}:${createHash("sha256").update(text).digest("base64")}`;
    last = { coding, text, key };
    return key;
  };

  const store = (key, buffer) => {
    if (buffer.length > maxBytes) return;
    pages.set(key, buffer);
    bytes += buffer.length;
    for (const [oldest, old] of pages) {
      if (bytes <= maxBytes) break;
      pages.delete(oldest);
      bytes -= old.length;
    }
  };

  return {
    get(coding, text) {
      if (text.length > maxPageChars) return undefined;
      const key = keyOf(coding, text);
      const hit = pages.get(key);
      if (hit) {
        // Most recently used: to the end of the map's order.
        pages.delete(key);
        pages.set(key, hit);
      }
      return hit;
    },
    fill(coding, text) {
      if (text.length > maxPageChars || pending.size >= maxPending) return;
      if (coding !== "br" && coding !== "gzip") return;
      const key = keyOf(coding, text);
      if (pages.has(key) || pending.has(key)) return;
      const done = new Promise((resolve) => {
        const finish = (error, buffer) => {
          pending.delete(key);
          if (!error) store(key, buffer);
          resolve();
        };
        if (coding === "br")
          zlib.brotliCompress(
            text,
            {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
              },
            },
            finish,
          );
        else zlib.gzip(text, { level: zlib.constants.Z_BEST_COMPRESSION }, finish);
      });
      pending.set(key, done);
    },
    async settled() {
      while (pending.size) await Promise.all(pending.values());
    },
  };
}
