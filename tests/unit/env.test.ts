import { afterEach, describe, expect, it, vi } from "vitest";
import {
  accidentalSandboxProblem,
  assertStartupEnv,
  envSchema,
  getEnv,
  isPublicOrigin,
  missingSiteUrlProblem,
} from "@/lib/env";

/** Server environment parsing (broker-api.md "Transport"). Custom sources are never cached. */

/** A custom environment source (NodeJS.ProcessEnv requires NODE_ENV under Next's typings). */
const source = (vars: Record<string, string | undefined>) => vars as NodeJS.ProcessEnv;

describe("getEnv with a custom source", () => {
  it("applies the defaults to an empty environment", () => {
    expect(getEnv(source({}))).toEqual({
      BROKER_API_URL: undefined,
      SITE_URL: "http://localhost:3000",
      REDIRECT_ALLOWLIST: [],
      ASSET_BASE_URL: undefined,
      PORT: undefined,
      SANDBOX: false,
    });
  });

  it.each([
    ["unset", undefined],
    ["empty", ""],
    ["blank", "   "],
  ])("defaults SITE_URL to http://localhost:3000 when %s", (_label, SITE_URL) => {
    expect(getEnv(source({ SITE_URL })).SITE_URL).toBe("http://localhost:3000");
  });

  it.each([
    ["https://www.broker.example", "https://www.broker.example"],
    ["https://www.broker.example/", "https://www.broker.example"],
    ["  https://www.broker.example/some/path?x=1  ", "https://www.broker.example"],
    ["HTTP://LOCALHOST:3000", "http://localhost:3000"],
    ["https://www.broker.example:443", "https://www.broker.example"],
  ])("normalises SITE_URL %j to the origin %j", (SITE_URL, expected) => {
    expect(getEnv(source({ SITE_URL })).SITE_URL).toBe(expected);
  });

  it.each([
    ["https://api.broker.example", "https://api.broker.example"],
    ["https://api.broker.example/", "https://api.broker.example"],
    ["https://api.broker.example///", "https://api.broker.example"],
    ["https://api.broker.example/v1/", "https://api.broker.example/v1"],
    ["  http://broker.test/  ", "http://broker.test"],
  ])("strips the trailing slash of BROKER_API_URL %j → %j", (BROKER_API_URL, expected) => {
    expect(getEnv(source({ BROKER_API_URL })).BROKER_API_URL).toBe(expected);
  });

  it.each([
    ["empty", ""],
    ["blank", "  "],
  ])("treats an %s BROKER_API_URL as unset", (_label, BROKER_API_URL) => {
    expect(getEnv(source({ BROKER_API_URL })).BROKER_API_URL).toBeUndefined();
  });

  it("strips the trailing slash of ASSET_BASE_URL", () => {
    expect(
      getEnv(source({ ASSET_BASE_URL: "https://assets.broker.example/" })).ASSET_BASE_URL,
    ).toBe("https://assets.broker.example");
  });

  it.each([
    ["unset", undefined, undefined],
    ["empty", "", undefined],
    ["blank", "   ", undefined],
    ["16 characters", "0123456789abcdef", "0123456789abcdef"],
  ])("reads REVALIDATE_SECRET when %s", (_label, REVALIDATE_SECRET, expected) => {
    expect(getEnv(source({ REVALIDATE_SECRET })).REVALIDATE_SECRET).toBe(expected);
  });

  it("rejects a REVALIDATE_SECRET shorter than 16 characters", () => {
    expect(() => getEnv(source({ REVALIDATE_SECRET: "short" }))).toThrow(
      /REVALIDATE_SECRET: must be at least 16 characters/,
    );
  });

  it.each([
    ["ftp", "ftp://api.broker.example"],
    ["not a URL", "api.broker.example"],
    ["javascript", "javascript:alert(1)"],
  ])("rejects a BROKER_API_URL that is %s", (_label, BROKER_API_URL) => {
    expect(() => getEnv(source({ BROKER_API_URL }))).toThrow(
      /^Invalid environment:\n {2}BROKER_API_URL: /,
    );
  });

  it("parses REDIRECT_ALLOWLIST into normalised origins", () => {
    const env = getEnv(
      source({
        REDIRECT_ALLOWLIST:
          " https://pay.insurer.example/pay/ ,HTTPS://KYC.Insurer.Example:8443/x,,  ,http://localhost:4000",
      }),
    );
    expect(env.REDIRECT_ALLOWLIST).toEqual([
      "https://pay.insurer.example",
      "https://kyc.insurer.example:8443",
      "http://localhost:4000",
    ]);
  });

  it.each([
    ["unset", undefined],
    ["empty", ""],
    ["only commas and spaces", " , ,"],
  ])("gives an empty REDIRECT_ALLOWLIST when %s", (_label, REDIRECT_ALLOWLIST) => {
    expect(getEnv(source({ REDIRECT_ALLOWLIST })).REDIRECT_ALLOWLIST).toEqual([]);
  });

  it.each([
    ["not a URL", "https://pay.insurer.example,not a url", 1, "not a url"],
    ["javascript:", "javascript:alert(1)", 0, "javascript:alert(1)"],
    ["data:", "https://a.example,https://b.example,data:text/html,x", 2, "data:text/html"],
    ["a bare host", "pay.insurer.example", 0, "pay.insurer.example"],
  ])(
    "throws on a bad REDIRECT_ALLOWLIST entry (%s) naming the variable",
    (_label, REDIRECT_ALLOWLIST, index, entry) => {
      expect(() => getEnv(source({ REDIRECT_ALLOWLIST }))).toThrow(
        `Invalid environment:\n  REDIRECT_ALLOWLIST.${index}: not an http(s) origin: "${entry}"`,
      );
    },
  );

  it.each([
    ["8080", 8080],
    ["1", 1],
    ["65535", 65535],
    [" 3001 ", 3001],
  ])("coerces PORT %j to %i", (PORT, expected) => {
    expect(getEnv(source({ PORT })).PORT).toBe(expected);
  });

  it.each(["0", "65536", "abc", "80.5", "-1"])("rejects PORT %j", (PORT) => {
    expect(() => getEnv(source({ PORT }))).toThrow(/^Invalid environment:\n {2}PORT: /);
  });

  it("lists every bad variable in one error", () => {
    let message = "";
    try {
      getEnv(
        source({
          BROKER_API_URL: "ftp://x",
          SITE_URL: "mailto:a@b.example",
          REDIRECT_ALLOWLIST: "nope",
          PORT: "x",
        }),
      );
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split("\n");
    expect(lines[0]).toBe("Invalid environment:");
    expect(
      lines
        .slice(1)
        .map((l) => l.trim().split(":")[0])
        .sort(),
    ).toEqual(["BROKER_API_URL", "PORT", "REDIRECT_ALLOWLIST.0", "SITE_URL"].sort());
  });
});

describe("envSchema", () => {
  it("ignores unrelated variables", () => {
    const parsed = envSchema.parse({
      PATH: "/usr/bin",
      NODE_ENV: "test",
      BROKER_API_URL: "http://broker.test/",
    });
    expect(parsed).toEqual({
      BROKER_API_URL: "http://broker.test",
      SITE_URL: "http://localhost:3000",
      REDIRECT_ALLOWLIST: [],
      ASSET_BASE_URL: undefined,
      PORT: undefined,
      SANDBOX: false,
    });
    expect(parsed).not.toHaveProperty("PATH");
  });
});

describe("getEnv with process.env", () => {
  const saved = { ...process.env };

  afterEach(() => {
    for (const key of ["BROKER_API_URL", "SITE_URL", "REDIRECT_ALLOWLIST", "PORT"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  it("parses process.env once and then serves the cached result", async () => {
    vi.resetModules();
    process.env.BROKER_API_URL = "http://first.test/";
    process.env.SITE_URL = "https://www.broker.example";
    const fresh = await import("@/lib/env");
    expect(fresh.getEnv().BROKER_API_URL).toBe("http://first.test");

    process.env.BROKER_API_URL = "http://second.test";
    expect(fresh.getEnv().BROKER_API_URL).toBe("http://first.test");
    expect(fresh.getEnv()).toBe(fresh.getEnv());
  });

  it("does not cache a custom source, nor let it replace the process.env cache", async () => {
    vi.resetModules();
    process.env.BROKER_API_URL = "http://first.test";
    const fresh = await import("@/lib/env");
    expect(fresh.getEnv(source({ BROKER_API_URL: "http://custom.test" })).BROKER_API_URL).toBe(
      "http://custom.test",
    );
    expect(fresh.getEnv().BROKER_API_URL).toBe("http://first.test");
    expect(fresh.getEnv(source({})).BROKER_API_URL).toBeUndefined();
  });

  it("throws for a bad process.env and caches nothing", async () => {
    vi.resetModules();
    process.env.REDIRECT_ALLOWLIST = "not a url";
    const fresh = await import("@/lib/env");
    expect(() => fresh.getEnv()).toThrow(
      'REDIRECT_ALLOWLIST.0: not an http(s) origin: "not a url"',
    );
    process.env.REDIRECT_ALLOWLIST = "https://pay.insurer.example";
    expect(fresh.getEnv().REDIRECT_ALLOWLIST).toEqual(["https://pay.insurer.example"]);
  });
});

describe("isPublicOrigin", () => {
  it.each([
    "http://localhost:3000",
    "http://LOCALHOST",
    "http://site.localhost:3000",
    "http://127.0.0.1:3000",
    "http://127.8.9.10",
    "http://[::1]:3000",
    "http://[::ffff:127.0.0.1]",
    "http://0.0.0.0:3000",
    "http://10.1.2.3",
    "http://172.16.0.1",
    "http://172.31.255.255",
    "http://192.168.1.20:8080",
    "http://169.254.1.1",
    "http://100.64.0.1",
    "http://[fd12:3456::1]",
    "http://[fe80::1]",
    "http://web:3000",
    "http://printer.local",
    "https://site.internal",
  ])("%s is not public", (origin) => {
    expect(isPublicOrigin(origin)).toBe(false);
  });

  it.each([
    "https://www.sureshield.example",
    "https://broker.in",
    "http://172.32.0.1",
    "http://11.0.0.1",
    "http://[2001:db8::1]",
    "http://[::ffff:8.8.8.8]",
    "https://localhost.evil.example",
  ])("%s is public", (origin) => {
    expect(isPublicOrigin(origin)).toBe(true);
  });
});

describe("the accidental-sandbox guard", () => {
  it.each([
    ["public SITE_URL, BROKER_API_URL unset", { SITE_URL: "https://www.sureshield.example" }],
    [
      "public SITE_URL, BROKER_API_URL empty",
      { SITE_URL: "https://www.sureshield.example", BROKER_API_URL: "  " },
    ],
    ["public SITE_URL, SANDBOX=0", { SITE_URL: "https://www.sureshield.example", SANDBOX: "0" }],
    ["public IP", { SITE_URL: "http://203.0.113.7:3000" }],
  ])("refuses %s", (_label, vars) => {
    const problem = accidentalSandboxProblem(source(vars));
    expect(problem).toMatch(/^SITE_URL is .+, a public origin, but BROKER_API_URL is not set/);
    expect(problem).toContain("SANDBOX=1");
    expect(() => assertStartupEnv(source(vars))).toThrow(problem);
  });

  it.each([
    ["nothing set (a newcomer)", {}],
    ["a local SITE_URL", { SITE_URL: "http://localhost:3102" }],
    ["a private-network SITE_URL", { SITE_URL: "http://192.168.1.5:3000" }],
    [
      "a real broker",
      {
        SITE_URL: "https://www.sureshield.example",
        BROKER_API_URL: "https://api.sureshield.example",
      },
    ],
    ["SANDBOX=1 on purpose", { SITE_URL: "https://demo.sureshield.example", SANDBOX: "1" }],
    ["SANDBOX=true on purpose", { SITE_URL: "https://demo.sureshield.example", SANDBOX: "true" }],
  ])("allows %s", (_label, vars) => {
    expect(accidentalSandboxProblem(source(vars))).toBeUndefined();
    expect(() => assertStartupEnv(source(vars))).not.toThrow();
  });

  it("reads SANDBOX as a flag", () => {
    expect(getEnv(source({ SANDBOX: "1" })).SANDBOX).toBe(true);
    expect(getEnv(source({ SANDBOX: "" })).SANDBOX).toBe(false);
    expect(getEnv(source({})).SANDBOX).toBe(false);
  });
});

describe("SITE_URL with a real broker (issue 24, item 8)", () => {
  it.each([
    ["unset", { BROKER_API_URL: "https://api.sureshield.example", NODE_ENV: "production" }],
    [
      "blank",
      { BROKER_API_URL: "https://api.sureshield.example", SITE_URL: " ", NODE_ENV: "production" },
    ],
  ])("refuses to start when SITE_URL is %s", (_label, vars) => {
    const problem = missingSiteUrlProblem(source(vars));
    expect(problem).toMatch(/^SITE_URL is not set, but BROKER_API_URL is/);
    expect(() => assertStartupEnv(source(vars))).toThrow(problem);
  });

  it.each([
    ["the sandbox (no BROKER_API_URL)", { NODE_ENV: "production" }],
    ["next dev", { BROKER_API_URL: "https://api.sureshield.example", NODE_ENV: "development" }],
    [
      "SITE_URL set",
      {
        BROKER_API_URL: "https://api.sureshield.example",
        SITE_URL: "https://www.sureshield.example",
        NODE_ENV: "production",
      },
    ],
  ])("allows %s", (_label, vars) => {
    expect(missingSiteUrlProblem(source(vars))).toBeUndefined();
    expect(() => assertStartupEnv(source(vars))).not.toThrow();
  });
});
