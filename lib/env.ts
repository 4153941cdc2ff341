import { BlockList, isIP } from "node:net";
import { z } from "zod";

/**
 * Server environment (broker-api.md "Transport"), validated once at start-up by
 * `instrumentation.ts` and read through {@link getEnv} everywhere else.
 *
 * - `BROKER_API_URL`: broker base URL without a trailing slash. `npm start` sets it to the
 *   embedded sandbox broker when it is unset; a bare `next start` without it fails every broker
 *   call with the spec-8 fallbacks and logs why.
 * - `SITE_URL`: the site's public origin, for canonical links, the sitemap and return URLs.
 *   Static pages take it at build time, so build with the production value. Required with a
 *   real broker outside `next dev` ({@link missingSiteUrlProblem}); the `http://localhost:3000`
 *   fallback is for the sandbox and development only.
 * - `REDIRECT_ALLOWLIST`: comma-separated origins the browser may be sent to.
 * - `ASSET_BASE_URL`: host of broker-served images (blog images).
 * - `REVALIDATE_SECRET`: bearer secret of `POST /api/revalidate` (at least 16 characters);
 *   unset switches that route off (503).
 * - `ANALYTICS_SCRIPT_URL` + `ANALYTICS_SITE_ID`: a self-hosted Umami tracker script and its
 *   website id (both or neither); page views then go to that origin (lib/analytics/config.ts).
 * - `SANDBOX`: `1` (or `true`) runs the embedded sandbox broker on purpose although `SITE_URL`
 *   is a public origin (a public demo); see {@link accidentalSandboxProblem}.
 */
const origin = z
  .string()
  .trim()
  .transform((v, ctx) => {
    try {
      const url = new URL(v);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
      return url.origin;
    } catch {
      ctx.addIssue({ code: "custom", message: `not an http(s) origin: "${v}"` });
      return z.NEVER;
    }
  });

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.replace(/\/+$/, "") : undefined))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

export const envSchema = z
  .object({
    BROKER_API_URL: optionalUrl,
    SITE_URL: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || "http://localhost:3000")
      .pipe(origin),
    REDIRECT_ALLOWLIST: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? "")
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin)),
    ASSET_BASE_URL: optionalUrl,
    PORT: z.coerce.number().int().min(1).max(65535).optional(),
    REVALIDATE_SECRET: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(z.string().min(16, "must be at least 16 characters").optional()),
    ANALYTICS_SCRIPT_URL: optionalUrl,
    ANALYTICS_SITE_ID: z
      .string()
      .trim()
      .optional()
      .transform((v) => v || undefined)
      .pipe(
        z
          .string()
          .regex(/^[A-Za-z0-9._-]{1,100}$/, "must be a site id (letters, digits, '.', '_' or '-')")
          .optional(),
      ),
    SANDBOX: z
      .string()
      .optional()
      .transform((v) => ["1", "true"].includes((v ?? "").trim().toLowerCase())),
  })
  .refine((env) => !env.ANALYTICS_SCRIPT_URL === !env.ANALYTICS_SITE_ID, {
    message: "set both ANALYTICS_SCRIPT_URL and ANALYTICS_SITE_ID, or neither",
    path: ["ANALYTICS_SITE_ID"],
  });

export type Env = z.output<typeof envSchema>;

let cached: Env | undefined;

/**
 * Parses `process.env`. Throws an Error listing every bad variable, so a misconfigured
 * server stops at start-up instead of failing one request at a time.
 */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (source === process.env && cached) return cached;
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  if (source === process.env) cached = parsed.data;
  return parsed.data;
}

/** Loopback, private, link-local and unspecified addresses: never a public origin. */
const privateNetworks = (() => {
  const list = new BlockList();
  for (const [net, prefix] of [
    ["0.0.0.0", 8],
    ["10.0.0.0", 8],
    ["100.64.0.0", 10],
    ["127.0.0.0", 8],
    ["169.254.0.0", 16],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
  ] as const) {
    list.addSubnet(net, prefix, "ipv4");
  }
  for (const [net, prefix] of [
    ["::", 128],
    ["::1", 128],
    ["fc00::", 7],
    ["fe80::", 10],
  ] as const) {
    list.addSubnet(net, prefix, "ipv6");
  }
  return list;
})();

/**
 * Whether an origin is reachable by the public: false for `localhost` and `*.localhost`, names
 * without a dot (`http://web:3000` inside a container network), the private-use suffixes
 * `.local` and `.internal`, and loopback, private (RFC 1918, CGNAT, ULA) or link-local addresses
 * (IPv4-mapped IPv6 included). Anything unparseable counts as public, so the guard errs on the
 * safe side.
 *
 * @param origin an absolute URL or origin, e.g. `https://www.broker.example`
 */
export function isPublicOrigin(origin: string): boolean {
  let host: string;
  try {
    host = new URL(origin).hostname
      .toLowerCase()
      .replace(/^\[|\]$/g, "")
      .replace(/\.$/, "");
  } catch {
    return true;
  }
  const version = isIP(host);
  if (version === 4) return !privateNetworks.check(host, "ipv4");
  if (version === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
    if (mapped) return !privateNetworks.check(mapped, "ipv4");
    return !privateNetworks.check(host, "ipv6");
  }
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  if (!host.includes(".")) return false;
  return !(host.endsWith(".local") || host.endsWith(".internal"));
}

/**
 * The production guard: a deployment with a public `SITE_URL` and no `BROKER_API_URL` would
 * serve the embedded sandbox broker (test data, a database on the local disk) to the public by
 * accident. Checked by the launcher before it starts the sandbox (`sandbox/launch.ts`) and
 * by the site itself at start-up ({@link assertStartupEnv}), so a bare `next start` is caught too.
 *
 * @param source the environment (raw strings; empty counts as unset)
 * @returns the message to stop with, or undefined when the configuration is fine
 */
export function accidentalSandboxProblem(
  source: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const broker = source.BROKER_API_URL?.trim();
  if (broker) return undefined;
  if (["1", "true"].includes((source.SANDBOX ?? "").trim().toLowerCase())) return undefined;
  const siteUrl = source.SITE_URL?.trim();
  if (!siteUrl || !isPublicOrigin(siteUrl)) return undefined;
  return (
    `SITE_URL is ${siteUrl}, a public origin, but BROKER_API_URL is not set: the site would serve the embedded sandbox broker (test data) to the public. ` +
    "Set BROKER_API_URL to the broker backend, or SANDBOX=1 to run the sandbox on purpose."
  );
}

/**
 * The return-URL guard (issue 24, item 8; the spec's one named defect): with a real broker
 * (`BROKER_API_URL` set) and no `SITE_URL`, payment and KYC return URLs, canonical links and the
 * sitemap would quietly name `http://localhost:3000`. Outside `next dev` that is refused. The
 * sandbox never meets it: `npm start`/`npm run build` set `SITE_URL` (default
 * `http://localhost:$PORT`) before they hand the sandbox's URL to Next.
 *
 * @param source the environment (raw strings; empty counts as unset)
 * @returns the message to stop with, or undefined when the configuration is fine
 */
export function missingSiteUrlProblem(source: NodeJS.ProcessEnv = process.env): string | undefined {
  if (!source.BROKER_API_URL?.trim() || source.SITE_URL?.trim()) return undefined;
  if (source.NODE_ENV === "development") return undefined;
  return (
    "SITE_URL is not set, but BROKER_API_URL is: payment and KYC return URLs, canonical links and the sitemap would name http://localhost:3000. " +
    "Set SITE_URL to the site's public origin (e.g. https://www.example.in)."
  );
}

/**
 * Start-up validation (`instrumentation.ts`): {@link getEnv} plus the production guards
 * ({@link accidentalSandboxProblem}, {@link missingSiteUrlProblem}).
 *
 * @throws {Error} naming every malformed variable, or explaining the refusal
 */
export function assertStartupEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const env = getEnv(source);
  const problem = accidentalSandboxProblem(source) ?? missingSiteUrlProblem(source);
  if (problem) throw new Error(problem);
  return env;
}
