import type { IncomingMessage } from "node:http";
import { HttpError } from "./responses";

/** Largest request body the sandbox reads, in bytes; real bodies are a few kilobytes. */
export const maxBodyBytes = 1024 * 1024;

/**
 * Reads the whole request body as UTF-8 text.
 *
 * @throws {HttpError} 413 when the body exceeds {@link maxBodyBytes}; 400 when the stream fails.
 */
export async function readBodyText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buf.length;
      if (size > maxBodyBytes) {
        // Drain the rest so the connection can be reused, without buffering it.
        req.resume();
        throw new HttpError(413, `Request body is larger than ${maxBodyBytes} bytes`);
      }
      chunks.push(buf);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "Request body could not be read");
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Parses a JSON request body (broker-api.md: JSON request bodies).
 *
 * @returns the parsed value, which may be any JSON value; callers validate its shape.
 * @throws {HttpError} 400 when the body is empty or not JSON; 413 when it is too large.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === "") throw new HttpError(400, "Request body must be JSON");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, "Request body is not valid JSON");
  }
}
