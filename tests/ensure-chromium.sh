#!/usr/bin/env bash
# Playwright cannot download its own browser on these machines: use Debian's chromium, installing it when missing.
set -euo pipefail
browser="${CHROME_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
echo "Installing Debian's chromium (needed by the browser tests)…"
if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
