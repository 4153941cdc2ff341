#!/usr/bin/env bash
# Production topology on one machine (README "Production topology"): PostgreSQL for the leads
# outbox and the shared limits, Redis for the shared ISR/data cache, two or more standalone
# Next.js instances, nginx in front as a TLS-terminating caching proxy (HTTP/2, HTTP → HTTPS).
#
#   deploy/run-instances.sh start         # needs a build made with REDIS_URL (and TRUST_PROXY=1) set (`npm run build`)
#   deploy/run-instances.sh restart [PORT…] # rolling restart (all instances, or the ones named)
#   deploy/run-instances.sh stop
#   deploy/run-instances.sh config        # only writes $DEPLOY_DIR/nginx.conf (+ certificate; tests)
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
# Environment (all optional unless said):
#   DEPLOY_DIR       run folder (.data/deploy)
#   NGINX_PORT       plain-HTTP port of nginx, which only redirects to HTTPS (8080)
#   TLS_PORT         HTTPS port of nginx, HTTP/2 and HTTP/1.1 (8443)
#   LISTEN_ADDR      address nginx listens on (127.0.0.1; 0.0.0.0 on a server)
#   TLS_CERT, TLS_KEY  certificate chain and key (PEM). Unset: a self-signed certificate for
#                    localhost made by deploy/make-cert.sh in $DEPLOY_DIR/tls (local runs only).
#                    Set: OCSP stapling is on (TLS_RESOLVER, default "1.1.1.1 8.8.8.8", resolves
#                    the CA's responder)
#   INSTANCE_PORTS   ports of the site instances, space-separated ("3001 3002")
#   DRAIN_SECONDS    how long a stopping instance may take to finish its requests (30)
#   DATABASE_URL     the PostgreSQL every instance shares (leads outbox, limits). Unset: this
#                    script starts Debian's PostgreSQL (initdb on first start) with its data in
#                    $DEPLOY_DIR/pg on PG_PORT (5433); if that is impossible, each instance gets
#                    its own PGlite folder ($DEPLOY_DIR/site-data/PORT) and a warning says what
#                    that costs. Two instances never share one PGlite folder.
#   PG_BIN           folder of initdb/pg_ctl (the newest /usr/lib/postgresql/*/bin)
#   REDIS_PORT       port of the Redis this script starts (6379); ignored when REDIS_URL is set
#   REDIS_URL        an existing Redis instead (then none is started)
#   STATS_PASSWORD   password of the page-view report at /__stats/ (user STATS_USER, "stats");
#                    unset: the report refuses everyone
#   TRUST_PROXY      passed to the instances, default 1: they listen on loopback behind this
#                    nginx, which sets X-Real-IP to the client's socket address
#   NGINX_BENCH_ROOT a folder served as-is under /__bench/ with gzip_static (bench:serve only)
#   The site's own variables (BROKER_API_URL, SITE_URL, REDIRECT_ALLOWLIST, ASSET_BASE_URL,
#   REVALIDATE_SECRET, ...) are passed to every instance unchanged; BROKER_API_URL and SITE_URL
#   are required.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
run="$(mkdir -p "${DEPLOY_DIR:-$root/.data/deploy}" && cd "${DEPLOY_DIR:-$root/.data/deploy}" && pwd)"
nginx_port="${NGINX_PORT:-8080}"
tls_port="${TLS_PORT:-8443}"
listen_addr="${LISTEN_ADDR:-127.0.0.1}"
pg_port="${PG_PORT:-5433}"
read -r -a ports <<< "${INSTANCE_PORTS:-3001 3002}"
redis_port="${REDIS_PORT:-6379}"
node="$root/node_modules/.bin/node" # Node 24, as every npm script
standalone="$root/.next/standalone"

wait_for() { # url seconds
  local end=$((SECONDS + $2))
  until curl -sk -o /dev/null "$1"; do
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
  # The leads outbox: the shared PostgreSQL, or (no PostgreSQL) a PGlite folder of this instance's
  # own: lib/outbox/config.ts, one folder is never opened by two processes.
  local db=() database_url
  database_url="$(cat "$run/database-url" 2>/dev/null || true)"
  if [[ -n "$database_url" ]]; then
    db=(DATABASE_URL="$database_url")
  else
    mkdir -p "$run/site-data/$1"
    db=(DATABASE_URL= SITE_DATA_DIR="$run/site-data/$1")
  fi
  (cd "$standalone" && exec env "${db[@]}" PORT="$1" HOSTNAME=localhost REDIS_URL="$(cat "$run/redis-url")" \
    NODE_ENV=production TRUST_PROXY="${TRUST_PROXY:-1}" KEEP_ALIVE_TIMEOUT=10000 NEXT_TELEMETRY_DISABLED=1 \
    "$node" --import "$root/scripts/inline-css-hook.mjs" server.js >>"$run/logs/instance-$1.log" 2>&1) &
  echo $! >"$run/instance-$1.pid"
}

# ---- PostgreSQL (Debian's package, this checkout's own cluster) ----
pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then echo "$PG_BIN"; return; fi
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  echo "${dir:-/usr/lib/postgresql/15/bin}"
}

# Runs a PostgreSQL program as the cluster's owner: PostgreSQL refuses to run as root, so as root
# it runs as Debian's `postgres` user.
as_pg_owner() {
  if [[ "$(id -u)" == 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Starts (creating it on first start) the cluster in $run/pg on 127.0.0.1:$pg_port, with user and
# database "site" and a password kept in $run/pg/password (mode 600). Prints nothing; writes
# $run/database-url. Returns 1 when PostgreSQL cannot be started here.
start_postgres() {
  local bin data="$run/pg/data" pw_file="$run/pg/password"
  bin="$(pg_bin)"
  [[ -x "$bin/initdb" && -x "$bin/pg_ctl" ]] || { echo "PostgreSQL not found in $bin" >&2; return 1; }
  if [[ "$(id -u)" == 0 ]] && ! id postgres >/dev/null 2>&1; then
    echo "running as root and there is no postgres user to run PostgreSQL as" >&2
    return 1
  fi
  mkdir -p "$run/pg"
  if [[ ! -s "$pw_file" ]]; then (umask 077 && openssl rand -hex 24 >"$pw_file"); fi
  if [[ "$(id -u)" == 0 ]]; then
    chown -R postgres "$run/pg"
    # The postgres user must reach its folder: the run folder may be private (mktemp -d).
    chmod o+x "$run"
    runuser -u postgres -- test -w "$run/pg" ||
      { echo "the postgres user cannot write $run/pg (a parent folder is private)" >&2; return 1; }
  fi
  if [[ ! -f "$data/PG_VERSION" ]]; then
    as_pg_owner "$bin/initdb" -D "$data" -U site --pwfile="$pw_file" --auth-host=scram-sha-256 \
      --auth-local=scram-sha-256 -E UTF8 --locale=C.UTF-8 >"$run/pg/initdb.log" 2>&1 ||
      { echo "initdb failed (see $run/pg/initdb.log)" >&2; return 1; }
  fi
  # Loopback TCP only, no Unix socket (its default folder belongs to the system's cluster).
  if ! as_pg_owner "$bin/pg_ctl" -D "$data" -l "$run/pg/postgres.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $pg_port -c unix_socket_directories=''" start >/dev/null; then
    echo "PostgreSQL did not start (see $run/pg/postgres.log)" >&2
    return 1
  fi
  local pw
  pw="$(cat "$pw_file")"
  PGPASSWORD="$pw" "$bin/psql" -h 127.0.0.1 -p "$pg_port" -U site -d postgres -tAc \
    "SELECT 1 FROM pg_database WHERE datname = 'site'" | grep -q 1 ||
    PGPASSWORD="$pw" "$bin/createdb" -h 127.0.0.1 -p "$pg_port" -U site site
  echo "postgres://site:$pw@127.0.0.1:$pg_port/site" >"$run/database-url"
  chmod 600 "$run/database-url"
}

stop_postgres() {
  [[ -f "$run/pg/data/postmaster.pid" ]] || return 0
  as_pg_owner "$(pg_bin)/pg_ctl" -D "$run/pg/data" -m fast -w stop >/dev/null 2>&1 || true
}

# The database every instance uses: DATABASE_URL as given, this script's PostgreSQL, or none
# (then start_instance gives each instance its own PGlite folder), said loudly.
setup_database() {
  rm -f "$run/database-url"
  if [[ -n "${DATABASE_URL:-}" ]]; then
    (umask 077 && echo "$DATABASE_URL" >"$run/database-url")
  elif ! start_postgres; then
    cat >&2 <<WARN
WARNING: no PostgreSQL (set DATABASE_URL, or install Debian's postgresql). Each instance keeps
WARNING: its leads outbox in its own PGlite folder under $run/site-data: a lead queued during a
WARNING: broker outage is delivered only by the instance that took it (not while it is down),
WARNING: and rate limits are counted per instance. Do not run production like this.
WARN
  fi
}

# ---- TLS certificate and the page-view report's password ----
setup_tls() {
  if [[ -n "${TLS_CERT:-}" || -n "${TLS_KEY:-}" ]]; then
    [[ -r "${TLS_CERT:-}" && -r "${TLS_KEY:-}" ]] ||
      { echo "TLS_CERT and TLS_KEY must both name readable PEM files" >&2; exit 1; }
    tls_cert="$TLS_CERT" tls_key="$TLS_KEY"
  else
    bash "$root/deploy/make-cert.sh" "$run/tls" >/dev/null
    tls_cert="$run/tls/cert.pem" tls_key="$run/tls/key.pem"
  fi
}

setup_stats_password() {
  # An empty file refuses everyone; a password gives STATS_USER access (apr1 hash, which nginx
  # reads; the password goes to openssl on stdin, never on a command line).
  (umask 077 && : >"$run/stats.htpasswd")
  if [[ -n "${STATS_PASSWORD:-}" ]]; then
    printf '%s:%s\n' "${STATS_USER:-stats}" "$(openssl passwd -apr1 -stdin <<<"$STATS_PASSWORD")" >"$run/stats.htpasswd"
  fi
  # nginx's workers read it (as root they stay root: see render_config).
  chmod 644 "$run/stats.htpasswd"
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
    # The reference of bench:serve: plain gzip_static with HSTS and nosniff only, as every
    # measurement before it was made (the site's answers carry the whole list).
    bench="    location /__bench/ { alias ${NGINX_BENCH_ROOT%/}/; gzip_static on; default_type text/html; add_header Strict-Transport-Security \"max-age=63072000; includeSubDomains; preload\" always; add_header X-Content-Type-Options nosniff always; }"
  fi
  local u="${upstreams//$'\n'/\\n}"
  mkdir -p "$run/tmp" "$run/logs" "$run/report"
  setup_tls
  setup_stats_password
  # The security headers and the CSP nginx adds, rendered by the modules the app sends them from
  # itself (lib/security/headers.ts, lib/security/csp.ts) with this environment, the instances'.
  "$node" "$root/node_modules/.bin/tsx" "$root/scripts/nginx-security-headers.ts" "$run"
  local stapling="" https_suffix=""
  if [[ -n "${TLS_CERT:-}" ]]; then
    # Stapling only with a real certificate: a self-signed one has no OCSP responder.
    stapling="    ssl_stapling on;\n    ssl_stapling_verify on;\n    ssl_trusted_certificate $tls_cert;\n    resolver ${TLS_RESOLVER:-1.1.1.1 8.8.8.8} valid=300s;\n    resolver_timeout 5s;"
  fi
  [[ "$tls_port" == 443 ]] || https_suffix=":$tls_port"
  sed -e "s#@RUN@#$run#g" -e "s#@STATIC@#$root/.next/static#g" -e "s#@PORT@#$nginx_port#g" \
    -e "s#@TLS_PORT@#$tls_port#g" -e "s#@LISTEN@#$listen_addr#g" -e "s#@HTTPS_SUFFIX@#$https_suffix#g" \
    -e "s#@CERT@#$tls_cert#g" -e "s#@KEY@#$tls_key#g" -e "s#@STAPLING@#$stapling#" \
    -e "s#@UPSTREAMS@#${u%\\n}#" -e "s#@BENCH@#$bench#" "$root/deploy/nginx.conf.template" >"$run/nginx.conf"
  # Running as root, nginx's workers would drop to "nobody" and lose the run folder.
  if [[ "$(id -u)" == 0 ]]; then sed -i "1i user root;" "$run/nginx.conf"; fi
}

# Debian puts nginx in /usr/sbin, which a non-root PATH may lack.
nginx_cmd() { "$(command -v nginx || echo /usr/sbin/nginx)" -p "$run" -c "$run/nginx.conf" -e "$run/logs/nginx-error.log" "$@"; }

start() {
  [[ -f "$standalone/server.js" ]] || { echo "no standalone build: run \`npm run build\` first" >&2; exit 1; }
  [[ -n "${BROKER_API_URL:-}" ]] || { echo "BROKER_API_URL is required (the instances do not start the sandbox)" >&2; exit 1; }
  # Return URLs (payment, KYC) and canonical links name SITE_URL: never a development default.
  [[ -n "${SITE_URL:-}" ]] || { echo "SITE_URL is required (the site's public origin, e.g. https://www.example.in)" >&2; exit 1; }
  mkdir -p "$run/tmp" "$run/logs" "$run/redis"
  setup_database
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
  # Critical CSS of the prerendered pages (issue 25): `npm run build` writes it; a build made
  # otherwise (`next build`) gets it here, before the first visitor.
  [[ -f "$root/.next/critical-css.json" ]] || "$node" "$root/scripts/critical-css-build.mjs" "$root/.next"
  find "$root/.next/static" -type f \( -name '*.js' -o -name '*.css' -o -name '*.svg' -o -name '*.json' -o -name '*.txt' \) \
    ! -name '*.gz' -exec gzip -9 -k -f {} +

  local port addr
  addr="$(loopback)"
  for port in "${ports[@]}"; do start_instance "$port"; done
  for port in "${ports[@]}"; do wait_for "http://$addr:$port/" 120; done

  render_config
  nginx_cmd
  wait_for "https://127.0.0.1:$tls_port/" 30
  local db="PostgreSQL ${DATABASE_URL:+(DATABASE_URL)}"
  [[ -s "$run/database-url" ]] || db="per-instance PGlite (no PostgreSQL!)"
  [[ -z "${DATABASE_URL:-}" && -s "$run/database-url" ]] && db="PostgreSQL on 127.0.0.1:$pg_port"
  echo "nginx https://localhost:$tls_port (http://…:$nginx_port redirects) → instances ${ports[*]}, cache on $redis_url, leads outbox on $db (run folder $run)"
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
  stop_postgres
}

case "${1:-}" in
  start) start ;;
  restart) shift; restart "$@" ;;
  stop) stop ;;
  config) render_config ;;
  *) echo "usage: $0 start|restart [PORT…]|stop|config" >&2; exit 2 ;;
esac
