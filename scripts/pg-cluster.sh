#!/usr/bin/env bash
# A throwaway PostgreSQL cluster for tests and benches, from Debian's `postgresql` package.
#   scripts/pg-cluster.sh start DIR PORT   creates DIR, starts a server on 127.0.0.1:PORT, prints its DATABASE_URL
#   scripts/pg-cluster.sh stop DIR         stops it and removes DIR
# initdb refuses to run as root, so as root the cluster belongs to the `postgres` user.
set -euo pipefail

command=${1:?start or stop}
dir=${2:?a directory for the cluster}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed: apt-get install postgresql" >&2; exit 1; }

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$command" in
  start)
    port=${3:?a port}
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres: "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U shop --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    # Tests open many short-lived databases; durability is not wanted for a throwaway cluster.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
    echo "postgres://shop@127.0.0.1:$port/postgres"
    ;;
  stop)
    [ -d "$dir/data" ] && as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start DIR PORT | stop DIR" >&2
    exit 2
    ;;
esac
