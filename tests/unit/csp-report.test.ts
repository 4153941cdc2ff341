import { beforeEach, describe, expect, it, vi } from "vitest";

/** `POST /api/csp-report` (issue 9): CSP violation reports are logged without personal data, rate-limited. */

const warn = vi.fn();
vi.mock("@/lib/log/logger", () => ({ log: () => ({ warn, info: vi.fn(), error: vi.fn() }) }));
vi.mock("server-only", () => ({}));

const { createCspReportHandler, CSP_REPORT_MAX_BYTES } =
  await import("@/app/api/csp-report/handle-csp-report");

beforeEach(() => warn.mockReset());

function post(
  body: string,
  type: string,
  ip = "203.0.113.7",
  extra: Record<string, string> = {},
): Request {
  return new Request("http://localhost/api/csp-report", {
    method: "POST",
    // What the site's HTTP entry point stamps from the socket (lib/security/socket-address.ts).
    headers: { "content-type": type, "x-site-socket-address": ip, ...extra },
    body,
  });
}

const reportUri = {
  "csp-report": {
    "document-uri": "https://www.example.in/health/Rk3y-secret/member?phone=9876543210#x",
    referrer: "https://www.example.in/health-insurance?email=a@b.in",
    "violated-directive": "script-src-elem",
    "effective-directive": "script-src-elem",
    "original-policy": "default-src 'self'",
    "blocked-uri": "https://evil.example/x.js?token=abc",
    disposition: "enforce",
    "status-code": 200,
  },
};

const reportingApi = [
  {
    type: "csp-violation",
    age: 10,
    url: "https://www.example.in/blog/a-post?utm=1",
    user_agent: "Chrome",
    body: {
      documentURL: "https://www.example.in/blog/a-post?utm=1",
      effectiveDirective: "script-src-elem",
      blockedURL: "inline",
      disposition: "enforce",
      sample: "window.__pwned=1",
    },
  },
  { type: "deprecation", body: { id: "x" } },
];

describe("POST /api/csp-report", () => {
  it("logs a report-uri report as directive, blocked origin and scrubbed path, and answers 204", async () => {
    const handle = createCspReportHandler();
    const response = await handle(post(JSON.stringify(reportUri), "application/csp-report"));
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields] = warn.mock.calls[0] ?? [];
    expect(fields).toEqual({
      directive: "script-src-elem",
      blocked: "https://evil.example",
      path: "/health/[requestKey]/member",
      disposition: "enforce",
    });
    const line = JSON.stringify(warn.mock.calls);
    for (const secret of ["Rk3y-secret", "9876543210", "a@b.in", "token=abc", "default-src"])
      expect(line).not.toContain(secret);
  });

  it("logs the csp-violation entries of a Reporting API batch, without the script sample", async () => {
    const handle = createCspReportHandler();
    const response = await handle(post(JSON.stringify(reportingApi), "application/reports+json"));
    expect(response.status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toEqual({
      directive: "script-src-elem",
      blocked: "inline",
      path: "/blog/a-post",
      disposition: "enforce",
    });
    expect(JSON.stringify(warn.mock.calls)).not.toContain("__pwned");
  });

  it("refuses other content types (415), bodies over 8 kB (413) and non-reports (400), logging nothing", async () => {
    const handle = createCspReportHandler();
    expect((await handle(post(JSON.stringify(reportUri), "application/json"))).status).toBe(415);
    const big = JSON.stringify({
      "csp-report": { ...reportUri["csp-report"], pad: "x".repeat(CSP_REPORT_MAX_BYTES) },
    });
    expect((await handle(post(big, "application/csp-report"))).status).toBe(413);
    expect((await handle(post("{not json", "application/csp-report"))).status).toBe(400);
    expect(
      (await handle(post(JSON.stringify({ hello: 1 }), "application/csp-report"))).status,
    ).toBe(400);
    expect(
      (
        await handle(
          post(JSON.stringify([{ type: "deprecation", body: {} }]), "application/reports+json"),
        )
      ).status,
    ).toBe(400);
    expect(warn).not.toHaveBeenCalled();
  });

  it("answers 429 with Retry-After once one IP goes over its limit; other IPs are still heard", async () => {
    const handle = createCspReportHandler({ points: 3, durationSeconds: 60 });
    const body = JSON.stringify(reportUri);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await handle(post(body, "application/csp-report", "198.51.100.1"))).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    const limited = await handle(post(body, "application/csp-report", "198.51.100.1"));
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await handle(post(body, "application/csp-report", "198.51.100.2"))).status).toBe(204);
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it("cannot be lifted with a made-up X-Forwarded-For or X-Real-IP (issue 24, item 10)", async () => {
    const handle = createCspReportHandler({ points: 3, durationSeconds: 60 });
    const body = JSON.stringify(reportUri);
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (
          await handle(
            post(body, "application/csp-report", "198.51.100.9", {
              "x-forwarded-for": `10.1.1.${i}`,
              "x-real-ip": `10.2.2.${i}`,
            }),
          )
        ).status,
      );
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});
