#!/usr/bin/env bash
# Debian packages the tests need, installed when missing (CI starts from a bare machine):
# - chromium-headless-shell: the browser tests' Chromium (playwright.config.ts `e2eLaunch`; Playwright
#   cannot download its own browser on these machines). The benchmarks use `chromium` itself, which
#   the tests do not need;
# - nginx-light: tests/unit/nginx-config.test.ts runs the production proxy config (deploy/) against
#   stub instances (without nginx it is skipped on a developer's machine and fails in CI);
# - goaccess: the same test renders the page-view report (deploy/goaccess-report.sh);
# - postgresql, redis-server: tests/topology/ runs deploy/run-instances.sh in front of the build
#   (PostgreSQL for the shared leads outbox, Redis for the shared cache);
# - curl, openssl: the HTTP/2 check and the self-signed certificate (deploy/make-cert.sh);
# - fonts-noto-ui-core: a Devanagari face (Noto Sans Devanagari UI, the one Android phones use),
#   so the Hindi pages are laid out, measured (overflow, target sizes) and screenshotted with real
#   glyphs: a bare Debian has none, and every Hindi word was drawn as empty boxes of another width.
#   It also spares each page's first layout a failed search through every font for the header's
#   "हिंदी" (19 ms at 4× CPU in a traced probe, docs/performance-log.md).
set -euo pipefail
missing=()
[ -x "${E2E_CHROME_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v goaccess >/dev/null 2>&1 || missing+=(goaccess)
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
command -v curl >/dev/null 2>&1 || missing+=(curl)
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
[ -n "$(fc-list :lang=hi family 2>/dev/null)" ] || missing+=(fonts-noto-ui-core)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]} (needed by the tests)…"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
# The packages start system services (nginx on port 80, PostgreSQL on 5432, Redis on 6379); the
# tests run their own, so stop them.
if [[ " ${missing[*]} " == *" nginx-light "* ]]; then
  $sudo service nginx stop >/dev/null 2>&1 || $sudo pkill -x nginx || true
fi
if [[ " ${missing[*]} " == *" postgresql "* ]]; then $sudo service postgresql stop >/dev/null 2>&1 || true; fi
if [[ " ${missing[*]} " == *" redis-server "* ]]; then $sudo service redis-server stop >/dev/null 2>&1 || true; fi
