// Loaded before Next's server (`node --import …/scripts/inline-css-hook.mjs server.js`, or in
// NODE_OPTIONS for `next start`: sandbox/launch.ts, deploy/run-instances.sh). It wraps the
// request listener of every HTTP server the process creates, so that each text/html answer,
// whether prerendered at build, regenerated at run time (ISR) or rendered per request (journeys,
// streamed), carries the site's stylesheet inline (scripts/inline-css.mjs). Everything else (the
// RSC payload, scripts, images, route handlers) passes through untouched, compressed by Next.
//
// Next compresses its answers itself; an HTML page request reaches Next without its
// Accept-Encoding, so Next sends plain bytes, and the page is gzipped here after the head is
// rewritten, flushed chunk by chunk so a streaming page still streams.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { StringDecoder } from "node:string_decoder";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";
import { createHeadTransformer } from "./inline-css.mjs";

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

/** True when the client accepts gzip (q=0 refuses it). */
function acceptsGzip(value) {
  return /(^|,)\s*gzip\s*(;\s*q=(?!0(\.0+)?\s*(,|$))[\d.]+)?\s*(,|$)/i.test(value ?? "");
}

/**
 * Wraps a Node request listener so that its text/html answers to page loads carry their
 * stylesheets inline.
 *
 * @param listener The server's listener (Next's).
 * @param readCss Returns a stylesheet's text by href (default: from the build's files).
 * @returns A listener with the same signature.
 */
export function withInlineCss(listener, readCss = readBuiltCss) {
  return function inlineCssListener(req, res) {
    if (!isDocumentRequest(req)) return listener.call(this, req, res);
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    delete req.headers["accept-encoding"];
    wrapResponse(res, gzip, readCss);
    return listener.call(this, req, res);
  };
}

function wrapResponse(res, gzipWanted, readCss) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** undefined until the headers are known; then whether this answer is rewritten. */
  let active;
  let decoder;
  let transformer;
  let zip;
  let flushScheduled = false;

  const decide = () => {
    if (active !== undefined) return;
    const type = String(res.getHeader("content-type") ?? "");
    const encoded = res.getHeader("content-encoding");
    active =
      /^text\/html/i.test(type) && !encoded && res.statusCode !== 204 && res.statusCode !== 304;
    if (!active) return;
    res.removeHeader("content-length");
    decoder = new StringDecoder("utf8");
    transformer = createHeadTransformer(readCss);
    if (gzipWanted) {
      res.setHeader("content-encoding", "gzip");
      const vary = String(res.getHeader("vary") ?? "");
      if (!/accept-encoding/i.test(vary))
        res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
      zip = zlib.createGzip();
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
    return typeof rest[0] === "string" ? writeHead(statusCode, rest[0]) : writeHead(statusCode);
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
        if (!zip.writableEnded) zip.flush(zlib.constants.Z_SYNC_FLUSH);
      });
    }
  };

  res.write = function (chunk, encoding, cb) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!active) return write(chunk, encoding, cb);
    if (typeof encoding === "function") cb = encoding;
    send(transformer.push(toText(decoder, chunk, encoding)));
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
    if (!res.headersSent) {
      // A whole answer in one call (prerendered pages): decide on its headers, no Content-Length.
      decide();
      if (active) res.writeHead(res.statusCode);
    }
    if (!active) return end(chunk, encoding, cb);
    let text = chunk !== undefined && chunk !== null ? toText(decoder, chunk, encoding) : "";
    text = transformer.push(text + decoder.end()) + transformer.end();
    if (!zip) return end(text, cb);
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
