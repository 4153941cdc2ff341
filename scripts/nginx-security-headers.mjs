// Writes deploy/'s nginx snippets for the site's security headers from lib/security/headers.ts,
// the list next.config.ts sends from the app too (one source of truth; README "Production
// topology"). deploy/run-instances.sh runs it when it renders nginx.conf:
//   node scripts/nginx-security-headers.mjs OUT_DIR
// → OUT_DIR/security-headers.conf (add_header lines) and OUT_DIR/security-headers-hide.conf
// (proxy_hide_header lines). Node strips the module's types itself (no bundler).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { nginxAddHeaders, nginxHideHeaders } from "../lib/security/headers.ts";

const out = process.argv[2];
if (!out) {
  console.error("usage: node scripts/nginx-security-headers.mjs OUT_DIR");
  process.exit(2);
}
writeFileSync(join(out, "security-headers.conf"), `${nginxAddHeaders()}\n`);
writeFileSync(join(out, "security-headers-hide.conf"), `${nginxHideHeaders()}\n`);
