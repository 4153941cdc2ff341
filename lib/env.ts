import { z } from "zod";

/**
 * Server environment (broker-api.md "Transport"), validated once at start-up by
 * `instrumentation.ts` and read through {@link getEnv} everywhere else.
 *
 * - `BROKER_API_URL`: broker base URL without a trailing slash. `npm start` sets it to the
 *   embedded sandbox broker when it is unset; a bare `next start` without it fails every broker
 *   call with the spec-8 fallbacks and logs why.
 * - `SITE_URL`: the site's public origin, for canonical links, the sitemap and return URLs.
 *   Static pages take it at build time, so build with the production value.
 * - `REDIRECT_ALLOWLIST`: comma-separated origins the browser may be sent to.
 * - `ASSET_BASE_URL`: host of broker-served images (blog images).
 * - `REVALIDATE_SECRET`: bearer secret of `POST /api/revalidate` (at least 16 characters);
 *   unset switches that route off (503).
 * - `ANALYTICS_SCRIPT_URL` + `ANALYTICS_SITE_ID`: a self-hosted Umami tracker script and its
 *   website id (both or neither); page views then go to that origin (lib/analytics/config.ts).
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

export const envSchema = z.object({
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
    .transform((v) => (v ?? "").split(",").map((s) => s.trim()).filter(Boolean))
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
    .pipe(z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, "must be a site id (letters, digits, '.', '_' or '-')").optional()),
}).refine((env) => !env.ANALYTICS_SCRIPT_URL === !env.ANALYTICS_SITE_ID, {
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
