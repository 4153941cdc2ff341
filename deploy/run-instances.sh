#!/usr/bin/env bash
# Production topology on one machine (README "Production topology"): Redis for the shared
# ISR/data cache, two or more standalone Next.js instances, nginx in front as a caching proxy.
#
#   deploy/run-instances.sh start         # needs a build made with REDIS_URL set (`npm run build`)
#   deploy/run-instances.sh restart [PORT…] # rolling restart (all instances, or the ones named)
#   deploy/run-instances.sh stop
#   deploy/run-instances.sh config        # only writes $DEPLOY_DIR/nginx.conf (tests)
#
# A restart loses no request: the instance gets SIGTERM, on which Next closes its listening socket
# and its idle connections and finishes the requests and `after()` work it has in flight; nginx
# sends what arrives meanwhile to the other instances (a refused connection is retried, POST
# included, since nothing was sent); then it is started again and nginx takes it back once its
# fail_timeout has passed. nginx is not reloaded: a reload closes every browser connection that
# is between two requests on the old workers, which browsers retry but simpler clients do not.
#
# Everything runs from this checkout on loopback ports, with its config and data under
# $DEPLOY_DIR (default .data/deploy, ignored by git); no system service is used or changed.
#
# Environment (all optional):
#   DEPLOY_DIR       run folder (.data/deploy)
#   NGINX_PORT       public port of nginx (8080)
#   INSTANCE_PORTS   ports of the site instances, space-separated ("3001 3002")
#   DRAIN_SECONDS    how long a stopping instance may take to finish its requests (30)
#   REDIS_PORT       port of the Redis this script starts (6379); ignored when REDIS_URL is set
#   REDIS_URL        an existing Redis instead (then none is started)
#   NGINX_BENCH_ROOT a folder served as-is under /__bench/ with gzip_static (bench:serve only)
#   The site's own variables (BROKER_API_URL, SITE_URL, REDIRECT_ALLOWLIST, ASSET_BASE_URL,
#   REVALIDATE_SECRET, ...) are passed to every instance unchanged; BROKER_API_URL is required.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run="$(mkdir -p "${DEPLOY_DIR:-$root/.data/deploy}" && cd "${DEPLOY_DIR:-$root/.data/deploy}" && pwd)"
nginx_port="${NGINX_PORT:-8080}"
read -r -a ports <<< "${INSTANCE_PORTS:-3001 3002}"
redis_port="${REDIS_PORT:-6379}"
node="$root/node_modules/.bin/node" # Node 24, as every npm script
standalone="$root/.next/standalone"

wait_for() { # url seconds
  local end=$((SECONDS + $2))
  until curl -s -o /dev/null "$1"; do
    if ((SECONDS > end)); then echo "no answer from $1 after $2 s" >&2; return 1; fi
    sleep 0.3
  done
}

stop_pid() { # pidfile [seconds]: SIGTERM, then SIGKILL after that many seconds (5)
  [[ -f "$1" ]] || return 0
  local pid; pid="$(cat "$1")"
  if kill -0 "$pid" 2>/dev/null; then
    kill "$pid" 2>/dev/null || true
    for _ in $(seq $((${2:-5} * 10))); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$1"
}

# HOSTNAME=localhost, not 127.0.0.1: Next builds the URL the middleware (proxy.ts) sees with
# "localhost", and compares a middleware rewrite against http://$HOSTNAME:$PORT. With any other
# name next-intl's rewrite (/about → /en/about) looks external, is proxied back to the instance
# itself, and its middleware answers 307 /about: a redirect loop on every English page.
# nginx connects to the address Node binds for that name.
loopback() {
  "$node" -e 'require("node:dns").lookup("localhost", (e, a, f) => console.log(e ? "127.0.0.1" : f === 6 ? `[${a}]` : a))'
}

start_instance() { # port
  # KEEP_ALIVE_TIMEOUT (ms): longer than nginx's upstream keepalive_timeout (4 s), so an idle
  # connection is always closed by nginx first, never under a request nginx is sending.
  (cd "$standalone" && PORT="$1" HOSTNAME=localhost REDIS_URL="$(cat "$run/redis-url")" NODE_ENV=production \
    KEEP_ALIVE_TIMEOUT=10000 NEXT_TELEMETRY_DISABLED=1 exec "$node" --import "$root/scripts/inline-css-hook.mjs" server.js >>"$run/logs/instance-$1.log" 2>&1) &
  echo $! >"$run/instance-$1.pid"
}

render_config() {
  local addr upstreams="" port
  addr="$(loopback)"
  for port in "${ports[@]}"; do
    # A refused connection counts as a failure: after 3 within 5 s nginx stops trying that
    # instance for 5 s. Not 1: one slow answer from the last live instance must not mark every
    # instance down ("no live upstreams", 502 for everyone).
    upstreams+="    server $addr:$port max_fails=3 fail_timeout=5s;"$'\n'
  done
  local bench=""
  if [[ -n "${NGINX_BENCH_ROOT:-}" ]]; then
    bench="    location /__bench/ { alias ${NGINX_BENCH_ROOT%/}/; gzip_static on; default_type text/html; }"
  fi
  local u="${upstreams//$'\n'/\\n}"
  mkdir -p "$run/tmp" "$run/logs"
  sed -e "s#@RUN@#$run#g" -e "s#@STATIC@#$root/.next/static#g" -e "s#@PORT@#$nginx_port#g" \
    -e "s#@UPSTREAMS@#${u%\\n}#" -e "s#@BENCH@#$bench#" "$root/deploy/nginx.conf.template" >"$run/nginx.conf"
  # Running as root, nginx's workers would drop to "nobody" and lose the run folder.
  if [[ "$(id -u)" == 0 ]]; then sed -i "1i user root;" "$run/nginx.conf"; fi
}

# Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
nginx_cmd() { "$(command -v nginx || echo /usr/sbin/nginx)" -p "$run" -c "$run/nginx.conf" -e "$run/logs/nginx-error.log" "$@"; }

start() {
  [[ -f "$standalone/server.js" ]] || { echo "no standalone build: run \`npm run build\` first" >&2; exit 1; }
  [[ -n "${BROKER_API_URL:-}" ]] || { echo "BROKER_API_URL is required (the instances do not start the sandbox)" >&2; exit 1; }
  mkdir -p "$run/tmp" "$run/logs" "$run/redis"
  rm -rf "$run/cache" # static pages change only with a build: never serve a previous build's copy

  # Redis: the shared ISR/data cache (next.config.ts sets the cache handler when REDIS_URL is set).
  local redis_url="${REDIS_URL:-}"
  if [[ -z "$redis_url" ]]; then
    redis-server --bind 127.0.0.1 --port "$redis_port" --dir "$run/redis" --save "" --appendonly no \
      --daemonize yes --pidfile "$run/redis.pid" --logfile "$run/logs/redis.log"
    redis_url="redis://127.0.0.1:$redis_port"
    for _ in $(seq 50); do redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  echo "$redis_url" >"$run/redis-url"

  # Static files: the standalone server does not copy them; nginx serves _next/static itself,
  # pre-compressed once here (gzip_static), and the instances get copies for direct access.
  rm -rf "$standalone/.next/static" "$standalone/public"
  cp -r "$root/.next/static" "$standalone/.next/static"
  [[ -d "$root/public" ]] && cp -r "$root/public" "$standalone/public"
  find "$root/.next/static" -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' -o -name '*.txt' \) \
    ! -name '*.gz' -exec gzip -9 -k -f {} +

  local port addr
  addr="$(loopback)"
  for port in "${ports[@]}"; do start_instance "$port"; done
  for port in "${ports[@]}"; do wait_for "http://$addr:$port/" 120; done

  render_config
  nginx_cmd
  wait_for "http://127.0.0.1:$nginx_port/" 30
  echo "nginx http://127.0.0.1:$nginx_port → instances ${ports[*]}, cache on $redis_url (run folder $run)"
}

restart() { # [port…]
  local port addr
  addr="$(loopback)"
  for port in "${@:-${ports[@]}}"; do
    stop_pid "$run/instance-$port.pid" "${DRAIN_SECONDS:-30}" # SIGTERM: Next drains, then exits
    start_instance "$port"
    wait_for "http://$addr:$port/" 120
  done
  echo "restarted instances ${*:-${ports[*]}}"
}

stop() {
  if [[ -f "$run/nginx.pid" ]]; then nginx_cmd -s stop 2>/dev/null || stop_pid "$run/nginx.pid"; fi
  for f in "$run"/instance-*.pid; do stop_pid "$f" "${DRAIN_SECONDS:-30}"; done
  stop_pid "$run/redis.pid"
}

case "${1:-}" in
  start) start ;;
  restart) shift; restart "$@" ;;
  stop) stop ;;
  config) render_config ;;
  *) echo "usage: $0 start|restart [PORT…]|stop|config" >&2; exit 2 ;;
esac
