/**
 * Writes deploy/'s nginx snippets for the site's security headers and its CSP, from the modules
 * the app uses itself (one source of truth; README "Production topology"). deploy/run-instances.sh
 * runs it with the instances' environment when it renders nginx.conf:
 *
 *   tsx scripts/nginx-security-headers.ts OUT_DIR
 *
 * - OUT_DIR/security-headers.conf: `add_header` lines of lib/security/headers.ts;
 * - OUT_DIR/security-headers-hide.conf: `proxy_hide_header` lines for the same names;
 * - OUT_DIR/site-csp.conf: `map` blocks (http level) giving `$site_csp` and
 *   `$site_reporting_endpoints`: the policy proxy.ts would send on a page without a nonce, in
 *   this environment (production), when the app sent none; empty (no header) when it sent one
 *   (a journey's nonce policy).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentSecurityPolicy, cspOptions, REPORTING_ENDPOINTS } from "../lib/security/csp";
import { nginxAddHeaders, nginxHideHeaders, nginxQuote } from "../lib/security/headers";

const out = process.argv[2];
if (!out) {
  console.error("usage: tsx scripts/nginx-security-headers.ts OUT_DIR");
  process.exit(2);
}
// The instances run with NODE_ENV=production (deploy/run-instances.sh).
const csp = contentSecurityPolicy(
  cspOptions({ ...process.env, NODE_ENV: "production" }, undefined),
);
// One look-up of the app's header per request, reduced to 0/1: both maps below then hash a
// one-character key (a map lowercases its key for the look-up: keyed on the 500-byte policy
// itself, that cost ~6,000 instructions per cache hit).
const maps =
  `map $upstream_http_content_security_policy $app_sent_csp {\n  default 1;\n  "" 0;\n}\n` +
  `map $app_sent_csp $site_csp {\n  default "";\n  0 ${nginxQuote(csp)};\n}\n` +
  `map $app_sent_csp $site_reporting_endpoints {\n  default "";\n  0 ${nginxQuote(REPORTING_ENDPOINTS)};\n}\n`;
writeFileSync(join(out, "security-headers.conf"), `${nginxAddHeaders()}\n`);
writeFileSync(join(out, "security-headers-hide.conf"), `${nginxHideHeaders()}\n`);
writeFileSync(join(out, "site-csp.conf"), maps);
