#!/usr/bin/env bash
# Page views for marketing staff on a self-hosted install (README "Production topology"): turns
# nginx's page-view log ($DEPLOY_DIR/logs/access.log and its rotated copies, written by
# deploy/nginx.conf.template with journey requestKeys scrubbed and no query strings) into one
# HTML report with Debian's GoAccess: page views per route ("Requested Files") and visitors per
# day. nginx serves it at https://<site>/__stats/ behind basic auth (STATS_PASSWORD, see
# run-instances.sh). Run it from cron, e.g. every 10 minutes:
#
#   */10 * * * * cd /srv/site && DEPLOY_DIR=/srv/site/.data/deploy deploy/goaccess-report.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run="${DEPLOY_DIR:-$root/.data/deploy}"
log="$run/logs/access.log"
mkdir -p "$run/report" "$run/logs"
command -v goaccess >/dev/null || { echo "goaccess is not installed (apt-get install goaccess)" >&2; exit 1; }

# nginx buffers the log (64 KB, 5 s): USR1 makes it write what it holds (and reopen the file).
if [[ -f "$run/nginx.pid" ]]; then kill -USR1 "$(cat "$run/nginx.pid")" 2>/dev/null && sleep 0.3 || true; fi
touch "$log"

logs=("$log")
for f in "$run"/logs/access.log.[0-9]*; do [[ -f "$f" ]] && logs+=("$f"); done
tmp="$run/report/.next-index.html"
# Plain gzip-free files only; rotated .gz copies are read through zcat.
{
  for f in "${logs[@]}"; do
    case "$f" in
      *.gz) zcat "$f" ;;
      *) cat "$f" ;;
    esac
  done
} | goaccess - --no-global-config --log-format=COMBINED --date-spec=date --no-query-string \
  --ignore-crawlers --ignore-panel=REFERRERS --ignore-panel=REFERRING_SITES --ignore-panel=KEYPHRASES \
  --ignore-panel=REMOTE_USER --ignore-panel=GEO_LOCATION --ignore-panel=STATIC_REQUESTS \
  --ignore-panel=NOT_FOUND --html-report-title="Page views" --no-progress -o "$tmp" >/dev/null
mv "$tmp" "$run/report/index.html" # whole, never half-written, for whoever is reading it
chmod 644 "$run/report/index.html"
echo "page-view report: $run/report/index.html"
