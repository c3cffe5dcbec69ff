#!/usr/bin/env bash
# Runs a command beside a throw-away PostgreSQL cluster: initdb into a temporary folder, a server on
# PG_PORT (default 55432) listening on 127.0.0.1 only, TEST_DATABASE_URL pointing at it, and the
# cluster stopped and deleted when the command ends, however it ends.
#   scripts/with-postgres.sh npm run test:postgres
# Needs Debian's postgresql package (initdb, pg_ctl). As root the server runs as the postgres user,
# because PostgreSQL refuses to run as root.
set -euo pipefail

if [ $# -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi

port="${PG_PORT:-55432}"
bin="$(dirname "$(command -v initdb 2>/dev/null || true)")"
if [ ! -x "$bin/pg_ctl" ]; then
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "with-postgres: no initdb found (apt-get install postgresql)" >&2
  exit 1
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/shop-pg-XXXXXX")"
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi

stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT
trap 'exit 130' INT TERM

# Durability is worth nothing in a cluster deleted after the run: fsync off makes it start and
# copy databases several times faster.
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 --locale C >"$dir/initdb.log"
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null

# A control script for tests that stop and start this server (the balancer's chaos test, issue 36):
#   "$TEST_PG_CTL" stop|start
pg_options="-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
{
  echo '#!/usr/bin/env bash'
  echo 'set -euo pipefail'
  echo 'case "${1:-}" in'
  echo "  stop) ${as_owner[*]} '$bin/pg_ctl' -D '$dir/data' -m fast -w -t 60 stop ;;"
  echo "  start) ${as_owner[*]} '$bin/pg_ctl' -D '$dir/data' -l '$dir/server.log' -w -t 60 -o '$pg_options' start ;;"
  echo '  *) echo "usage: $0 stop|start" >&2; exit 2 ;;'
  echo 'esac'
} >"$dir/pg-ctl"
chmod 755 "$dir/pg-ctl"
export TEST_PG_CTL="$dir/pg-ctl"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on port $port (TEST_DATABASE_URL=$TEST_DATABASE_URL)"
"$@"
