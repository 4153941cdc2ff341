// Loaded before Next's server (`node --import …/scripts/inline-css-hook.mjs server.js`, or in
// NODE_OPTIONS for `next start`: sandbox/launch.ts, deploy/run-instances.sh). It wraps the
// request listener of every HTTP server the process creates, so that each text/html answer,
// whether prerendered at build, regenerated at run time (ISR) or rendered per request (journeys,
// streamed), carries its critical CSS inline and the stylesheet linked at the end of the body,
// or, for a route not learnt yet, the whole stylesheet inline (scripts/inline-css.mjs).
// A page written at once also loses its RSC payload's copies of its JSON-LD
// (scripts/flight-json-ld.mjs) and paints its first screen before its framework scripts run:
// its chunk scripts start from the end of the body after the first frame, preloaded from the head
// (scripts/first-paint.mjs). Everything else (the RSC payload, scripts, images, route handlers)
// passes through untouched, compressed by Next.
//
// Critical CSS per route key: loaded at start from the build's `.next/critical-css.json` (the
// prerendered pages, scripts/critical-css-build.mjs) and learnt from complete 200 answers in a
// worker thread after they have ended (scripts/critical-css-worker.mjs), so no answer waits
// for beasties. An answer is learnt from only if it is at most 1 MB; a key whose last 20 answers
// taught nothing is sampled 1 in 20.
//
// Next compresses its answers itself; an HTML page request reaches Next without its
// Accept-Encoding, so Next sends plain bytes, and the page is compressed here after the head is
// rewritten, flushed chunk by chunk so a streaming page still streams: Brotli (quality 5) for a
// browser that accepts it, else gzip. Brotli makes a content page 17–22 % smaller than gzip
// (`/` 33.6 → 26.6 kB with its inline CSS, /marine-insurance 32.9 → 25.7 kB; ~3 ms of CPU per
// page), and under applied 4G throttling (1.47 Mbps) each kB less is ~5.4 ms earlier to the end
// of the HTML, which the first paint follows (issue 25). A page written at once and the same
// for everyone is compressed again at quality 11 after its answer, for the next request of the
// same text (scripts/compressed-pages.mjs).
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import zlib from "node:zlib";
import { createCompressedPages } from "./compressed-pages.mjs";
import { dropFlightJsonLd } from "./flight-json-ld.mjs";
import { createHeadTransformer, inlineStylesheets, onFirstNeed, routeKey } from "./inline-css.mjs";
import { forFirstPaint } from "./first-paint.mjs";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));

/**
 * The folders a stylesheet href (`/_next/static/css/x.css`) may be read from: the working
 * directory's build (`next start` in the repo, or the standalone server, which changes into its
 * own folder, when its static files were copied there) and the repo's build.
 */
function cssRoots() {
  return [process.cwd(), repoRoot].map((dir) => `${dir.replace(/\/$/, "")}/.next`);
}

/** Stylesheet texts by href, read once per process (a build's files never change). */
const cssCache = new Map();

/** @returns The text of a built stylesheet, or undefined when no build folder has it. */
export function readBuiltCss(href) {
  if (cssCache.has(href)) return cssCache.get(href);
  let text;
  const rel = href.replace(/^\/_next\//, "/");
  if (!rel.includes("..")) {
    for (const root of cssRoots()) {
      const file = root + rel;
      if (existsSync(file)) {
        text = readFileSync(file, "utf8");
        break;
      }
    }
  }
  cssCache.set(href, text);
  return text;
}

/** Largest answer (characters) kept to learn from. */
const maxLearnChars = 1024 * 1024;
/** Answers at most in the worker's queue; more are not learnt from. */
const maxInFlight = 4;

/**
 * @typedef {object} CriticalSource
 * @property {(key: string) => Map<string, string> | undefined} get The critical CSS of a route
 *   key by stylesheet href, or undefined (then the whole stylesheet goes inline).
 * @property {(key: string) => boolean} wants Whether an answer of `key` should be kept to learn.
 * @property {(key: string, html: string) => void} learn Hands a complete page (stylesheets
 *   inline) to the worker; returns at once.
 */

/**
 * The critical CSS the server knows: the build's entries and what the worker learns.
 *
 * @param options `entries`: initial data (`.next/critical-css.json`); `maxKeys` (500);
 *   `onLearnt(key, ms)`: called when the worker ran beasties (for logs and tests).
 * @returns A {@link CriticalSource}, plus `idle()` resolving once the worker's queue is empty
 *   and `close()`.
 */
export function createCriticalSource(options = {}) {
  const maxKeys = options.maxKeys ?? 500;
  /** Key → { sheets, quiet: answers in a row that taught nothing, seen }; least recent first. */
  const known = new Map();
  const put = (key, value) => {
    known.delete(key);
    known.set(key, value);
    while (known.size > maxKeys) known.delete(known.keys().next().value);
  };
  for (const [key, e] of Array.isArray(options.entries) ? options.entries : []) {
    if (typeof key === "string" && Array.isArray(e?.sheets))
      put(key, { sheets: new Map(e.sheets), quiet: 0, seen: 0 });
  }
  let worker;
  let failed = false;
  let inFlight = 0;
  let waiters = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const w of waiters) w();
    waiters = [];
  };
  const start = () => {
    worker = new Worker(new URL("./critical-css-worker.mjs", import.meta.url), {
      workerData: { entries: options.entries ?? [], maxKeys },
    });
    worker.unref();
    worker.on("message", (msg) => {
      inFlight--;
      const entry = known.get(msg.key);
      if (msg.entry) {
        put(msg.key, { sheets: msg.entry.sheets, quiet: 0, seen: entry?.seen ?? 0 });
        options.onLearnt?.(msg.key, msg.ms);
      } else if (entry) entry.quiet++;
      settle();
    });
    worker.on("error", (error) => {
      // Learning stops; what is known keeps being served, new keys get the whole stylesheet.
      failed = true;
      inFlight = 0;
      settle();
      console.error(
        JSON.stringify({ level: 50, msg: "critical CSS worker failed", err: String(error) }),
      );
    });
  };
  return {
    get(key) {
      const entry = known.get(key);
      if (!entry) return undefined;
      put(key, entry);
      return entry.sheets;
    },
    wants(key) {
      if (failed || inFlight >= maxInFlight) return false;
      const entry = known.get(key);
      if (!entry) return true;
      entry.seen++;
      return entry.quiet < 20 || entry.seen % 20 === 0;
    },
    learn(key, html) {
      if (failed || inFlight >= maxInFlight) return;
      if (!worker) start();
      inFlight++;
      worker.postMessage({ key, html });
    },
    idle() {
      return new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      });
    },
    close() {
      return worker?.terminate();
    },
  };
}

/** The build's critical CSS (`.next/critical-css.json`), or none. */
function readBuiltCritical() {
  for (const root of cssRoots()) {
    const file = `${root}/critical-css.json`;
    if (!existsSync(file)) continue;
    try {
      return JSON.parse(readFileSync(file, "utf8"));
    } catch {
      return [];
    }
  }
  return [];
}

/** The process's critical CSS, made on the first page load (tests build their own). */
let defaultSource;
function builtSource() {
  defaultSource ??= createCriticalSource({
    entries: readBuiltCritical(),
    onLearnt: process.env.CRITICAL_CSS_LOG
      ? (key, ms) =>
          console.log(
            JSON.stringify({
              level: 30,
              msg: "critical CSS learnt",
              route: key,
              ms: Math.round(ms),
            }),
          )
      : undefined,
  });
  return defaultSource;
}

/** A page load (not an RSC fetch, not a script or image): the only requests worth rewriting. */
function isDocumentRequest(req) {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    req.headers.rsc === undefined &&
    req.headers["next-router-prefetch"] === undefined &&
    /text\/html/.test(req.headers.accept ?? "") &&
    !(req.url ?? "").startsWith("/_next/")
  );
}

/**
 * Whether the answer's CSP lets an inline script run: `{ nonce }` with the policy's script nonce,
 * `{}` when inline scripts are allowed (no policy, or 'unsafe-inline' without a nonce), undefined
 * when neither (scripts/inline-css.mjs then moves the stylesheet link to the end of the body).
 */
export function inlineScripts(csp) {
  if (csp === undefined || csp === null || csp === "") return {};
  const policy = Array.isArray(csp) ? csp.join(";") : String(csp);
  const directive = (name) =>
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find((d) => d[0]?.toLowerCase() === name);
  const scriptSrc =
    directive("script-src-elem") ?? directive("script-src") ?? directive("default-src");
  if (!scriptSrc) return {};
  const nonce = scriptSrc.find((v) => /^'nonce-[^']+'$/.test(v));
  if (nonce) return { nonce: nonce.slice(7, -1) };
  return scriptSrc.includes("'unsafe-inline'") ? {} : undefined;
}

/** True when the client accepts this coding (`gzip`, `br`; q=0 refuses it). */
function accepts(value, coding) {
  return new RegExp(
    `(^|,)\\s*${coding}\\s*(;\\s*q=(?!0(\\.0+)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`,
    "i",
  ).test(value ?? "");
}

/** The coding of a rewritten page: Brotli where accepted, else gzip, else none. */
function pageEncoding(value) {
  if (accepts(value, "br")) return "br";
  return accepts(value, "gzip") ? "gzip" : undefined;
}

/** The process's pages compressed at the highest quality (scripts/compressed-pages.mjs). */
const sharedCompressedPages = createCompressedPages();

/**
 * Whether an answer is the same for every visitor, so its compressed bytes may be kept and
 * reused: a 200 that no header marks private or unstorable (journey pages are both).
 */
function sharedAnswer(res) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  return res.statusCode === 200 && !/\b(private|no-store)\b/i.test(cacheControl);
}

/**
 * Wraps a Node request listener so that its text/html answers to page loads carry their
 * critical CSS (or whole stylesheets) inline.
 *
 * @param listener The server's listener (Next's).
 * @param readCss Returns a stylesheet's text by href (default: from the build's files).
 * @param critical The critical CSS source (default: the build's entries and a learning worker;
 *   `CRITICAL_CSS=0` in the environment: none, every page gets the whole stylesheet).
 * @param compressed Pages kept compressed at the highest quality (default: the process's store).
 * @returns A listener with the same signature.
 */
export function withInlineCss(
  listener,
  readCss = readBuiltCss,
  critical = undefined,
  compressed = sharedCompressedPages,
) {
  return function inlineCssListener(req, res) {
    if (!isDocumentRequest(req)) return listener.call(this, req, res);
    const encoding = pageEncoding(req.headers["accept-encoding"]);
    delete req.headers["accept-encoding"];
    const source = critical ?? (process.env.CRITICAL_CSS === "0" ? undefined : builtSource());
    wrapResponse(req, res, encoding, readCss, source, compressed);
    return listener.call(this, req, res);
  };
}

/**
 * Marks an answer sent at quality 5 while its quality-11 bytes are being made as short-lived for
 * shared caches: nginx (deploy/nginx.conf.template) would otherwise keep these bytes for the
 * page's whole `s-maxage` (a year for a prerendered page), so it refreshes after 5 s and then
 * stores the smaller ones. Without the ETag it cannot renew this copy with a 304 either. Browsers
 * are unaffected: pages carry no `max-age`.
 */
function provisional(res) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  const sMaxAge = /\bs-maxage=(\d+)/i.exec(cacheControl);
  if (!sMaxAge || Number(sMaxAge[1]) <= 5) return;
  res.setHeader("cache-control", cacheControl.replace(sMaxAge[0], "s-maxage=5"));
  res.removeHeader("etag");
}

function wrapResponse(req, res, encodingWanted, readCss, source, compressed) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** undefined until the headers are known; then whether this answer is rewritten. */
  let active;
  let decoder;
  let transformer;
  /** What the answer's CSP lets inline scripts do (read once, in decide). */
  let scripts;
  let zip;
  let flushScheduled = false;
  const key = routeKey(req.url);
  /** The raw page, kept to learn from once it has ended (undefined: not learning). */
  let raw;
  /** Whether part of the page was written before its end (it streamed). */
  let streamed = false;
  /** Whether a page's head was given (writeHead) but not yet written (flushHead). */
  let headPending = false;
  let headMessage;

  const decide = () => {
    if (active !== undefined) return;
    const type = String(res.getHeader("content-type") ?? "");
    const encoded = res.getHeader("content-encoding");
    active =
      /^text\/html/i.test(type) && !encoded && res.statusCode !== 204 && res.statusCode !== 304;
    if (!active) return;
    res.removeHeader("content-length");
    decoder = new StringDecoder("utf8");
    const ok = res.statusCode === 200;
    scripts = inlineScripts(res.getHeader("content-security-policy"));
    transformer = createHeadTransformer(readCss, {
      critical: ok ? source?.get(key) : undefined,
      scripts,
    });
    if (ok && req.method === "GET" && source?.wants(key)) raw = "";
    if (encodingWanted) {
      res.setHeader("content-encoding", encodingWanted);
      const vary = String(res.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary))
        res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      zip =
        encodingWanted === "br"
          ? zlib.createBrotliCompress({
              params: {
                // Quality 5: ~3 ms per page here, 17–22 % below gzip; 11 would cost ~200 ms.
                [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              },
            })
          : zlib.createGzip();
      zip.on("data", (data) => write(data));
    }
  };

  res.writeHead = function (statusCode, ...rest) {
    // Headers given to writeHead itself count too: apply them first, then decide.
    const headers = typeof rest[0] === "string" ? rest[1] : rest[0];
    if (headers && !Array.isArray(headers) && !res.headersSent)
      for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v);
    res.statusCode = statusCode;
    decide();
    if (active) {
      // A page's head leaves with its first bytes (flushHead): a page written at once may still
      // have its cache headers changed then (provisional), and Next's standalone server calls
      // writeHead before its one res.end.
      headPending = true;
      headMessage = typeof rest[0] === "string" ? rest[0] : undefined;
      return res;
    }
    return typeof rest[0] === "string" ? writeHead(statusCode, rest[0]) : writeHead(statusCode);
  };

  const flushHead = () => {
    if (!headPending) return;
    headPending = false;
    if (headMessage === undefined) writeHead(res.statusCode);
    else writeHead(res.statusCode, headMessage);
  };

  const send = (text) => {
    if (!text) return;
    if (!zip) {
      write(text);
      return;
    }
    zip.write(text);
    if (!flushScheduled) {
      // One flush per burst of chunks: a streaming page's shell leaves at once, and the
      // compression ratio does not suffer from a flush per tiny chunk.
      flushScheduled = true;
      setImmediate(() => {
        flushScheduled = false;
        if (!zip.writableEnded)
          zip.flush(
            encodingWanted === "br"
              ? zlib.constants.BROTLI_OPERATION_FLUSH
              : zlib.constants.Z_SYNC_FLUSH,
          );
      });
    }
  };

  /** Keeps a copy of the raw text while learning (up to maxLearnChars; a larger page is not). */
  const keep = (text) => {
    if (raw === undefined) return text;
    raw = raw.length + text.length > maxLearnChars ? undefined : raw + text;
    return text;
  };

  res.write = function (chunk, encoding, cb) {
    if (!res.headersSent && !headPending) res.writeHead(res.statusCode);
    if (!active) return write(chunk, encoding, cb);
    if (typeof encoding === "function") cb = encoding;
    streamed = true;
    flushHead();
    send(transformer.push(keep(toText(decoder, chunk, encoding))));
    if (typeof cb === "function") process.nextTick(cb);
    return true;
  };

  res.end = function (chunk, encoding, cb) {
    if (typeof chunk === "function") {
      cb = chunk;
      chunk = undefined;
    } else if (typeof encoding === "function") {
      cb = encoding;
      encoding = undefined;
    }
    // A whole answer in one call (prerendered pages): decide on its headers, no Content-Length;
    // they leave once the page's compressed form is chosen (below).
    const headersPending = !res.headersSent;
    if (headersPending) decide();
    if (active && !headPending && headersPending) {
      headPending = true;
      headMessage = undefined;
    }
    if (!active) return end(chunk, encoding, cb);
    let text = chunk !== undefined && chunk !== null ? toText(decoder, chunk, encoding) : "";
    text = transformer.push(keep(text + decoder.end())) + transformer.end();
    // A page written at once (prerendered, regenerated, from the cache) is whole here: its RSC
    // payload's JSON-LD copies can go (scripts/flight-json-ld.mjs) and its first screen paints
    // before its scripts run (scripts/first-paint.mjs), and its stylesheet file applies on first
    // need (onFirstNeed). A streamed page keeps all three as they are: its shell paints and
    // hydrates before the rest arrives.
    if (!streamed) text = forFirstPaint(onFirstNeed(dropFlightJsonLd(text)), scripts !== undefined);
    if (raw !== undefined) {
      // After the answer: the worker learns from the page while this one is being sent.
      const page = raw;
      raw = undefined;
      setImmediate(() => source.learn(key, inlineStylesheets(page, readCss)));
    }
    /** The page's bytes at the highest quality, made after an earlier answer of the same text. */
    let best;
    if (zip && !streamed && sharedAnswer(res)) {
      best = compressed.get(encodingWanted, text);
      if (!best) {
        compressed.fill(encodingWanted, text);
        if (headersPending) provisional(res);
      }
    }
    flushHead();
    if (!zip) return end(text, cb);
    if (best) {
      zip.destroy();
      return end(best, cb);
    }
    zip.end(text);
    zip.once("end", () => end(cb));
    return res;
  };
}

function toText(decoder, chunk, encoding) {
  if (typeof chunk === "string")
    return encoding && encoding !== "utf8" && encoding !== "utf-8"
      ? decoder.write(Buffer.from(chunk, encoding))
      : chunk;
  return decoder.write(Buffer.from(chunk));
}

/** Wraps the listener of every server created from now on (Next creates one). */
export function installInlineCss() {
  const create = http.createServer;
  http.createServer = function (...args) {
    const i = args.findIndex((a) => typeof a === "function");
    if (i !== -1) args[i] = withInlineCss(args[i]);
    const server = create.apply(this, args);
    if (i === -1) {
      // A listener added later (`server.on("request", …)`) is wrapped as it is added.
      const on = server.on.bind(server);
      server.on = server.addListener = (event, fn) =>
        on(event, event === "request" ? withInlineCss(fn) : fn);
    }
    return server;
  };
}

if (process.env.INLINE_CSS !== "0" && !process.env.VITEST) installInlineCss();
