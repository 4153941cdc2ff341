import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refuseTraceRequests } from "@/lib/security/refuse-trace";

/** TRACE / TRACK answer 405 before Next.js (whose proxy throws a 500 on them), other methods pass (issue 9). */

let server: Server;
let port = 0;

beforeAll(async () => {
  server = createServer((_req, res) => res.end("page"));
  refuseTraceRequests();
  refuseTraceRequests(); // idempotent
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(
  method: string,
): Promise<{ status: number; allow: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path: "/" }, (res) => {
      let body = "";
      res.on("data", (c: Buffer) => (body += c.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("refuseTraceRequests", () => {
  // (Node's own parser already refuses TRACK with 400.)
  it("answers TRACE with 405 and Allow", async () => {
    const answer = await send("TRACE");
    expect(answer.status).toBe(405);
    expect(answer.allow).toContain("GET");
  });

  it.each(["GET", "POST"])("hands %s to the server", async (method) => {
    expect(await send(method)).toMatchObject({ status: 200, body: "page" });
  });
});
