#!/usr/bin/env bash
# Debian packages the tests need, installed when missing (CI starts from a bare machine):
# - chromium: Playwright cannot download its own browser on these machines;
# - nginx-light: tests/unit/nginx-config.test.ts runs the production proxy config (deploy/) against
#   stub instances (without nginx it is skipped on a developer's machine and fails in CI).
set -euo pipefail
missing=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing Debian's ${missing[*]} (needed by the tests)…"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
# The package starts a system nginx on port 80; the tests run their own, so stop it.
if [[ " ${missing[*]} " == *" nginx-light "* ]]; then
  $sudo service nginx stop >/dev/null 2>&1 || $sudo pkill -x nginx || true
fi
