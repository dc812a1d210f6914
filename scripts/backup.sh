#!/usr/bin/env bash
# Online backup of an erp-connector installation into one timestamped tar.gz with a manifest:
# SQLite state (online backup API, integrity-checked), the demo ERP, the embedded Redis (an RDB
# snapshot taken over its socket), secrets, report artifacts, the rest of the data directory and
# the configuration; PostgreSQL through pg_dump when the daemon uses it. The daemon keeps running.
set -euo pipefail
ERPC_PROG=backup.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

usage() {
  cat <<EOF
usage: scripts/backup.sh [options]

  --data-dir DIR    the data directory (default: what the daemon's configuration says, which is
                    /var/lib/erp-connector under the unit)
  --config-dir DIR  the configuration directory to include (default /etc/erp-connector)
  --out DIR         where the archive goes (default /var/backups/erp-connector)
  --no-demo         leave out the demo ERP (it can be generated again, but not necessarily with
                    the same data: its "as of" date defaults to the day it was generated)
  --no-postgres     with ERPC_DATABASE_URL: do not run pg_dump (back PostgreSQL up yourself)

Run as root or as the service user. Prints the archive's path on the last line.
EOF
}

main() {
  local data_dir='' config_dir=/etc/$ERPC_NAME out=/var/backups/$ERPC_NAME demo=1 postgres=1
  while [ $# -gt 0 ]; do
    case $1 in
      --data-dir) need_value "$@"; data_dir=$2; shift 2 ;;
      --config-dir) need_value "$@"; config_dir=${2%/}; shift 2 ;;
      --out) need_value "$@"; out=${2%/}; shift 2 ;;
      --no-demo) demo=0; shift ;;
      --no-postgres) postgres=0; shift ;;
      -h | --help) usage; exit 0 ;;
      *) usage >&2; die "unknown option: $1" ;;
    esac
  done

  local settings key value database_url='' redis_url=''
  settings=$(resolve_config "$config_dir/environment" "/var/lib/$ERPC_NAME" \
    "$config_dir/config.json" "$data_dir") || die "cannot read the daemon's configuration"
  while IFS='=' read -r key value; do
    case $key in
      dataDir) data_dir=$value ;;
      databaseUrl) database_url=$value ;;
      redisUrl) redis_url=$value ;;
    esac
  done <<<"$settings"
  [ -d "$data_dir" ] || die "data directory $data_dir does not exist"

  umask 077
  mkdir -p "$out"
  local stamp staging
  stamp=$(utc_stamp)
  staging=$(mktemp -d "$out/.backup-$stamp.XXXXXX")
  # shellcheck disable=SC2064 # expand now: the trap must remove this staging directory
  trap "rm -rf '$staging'" EXIT
  mkdir -p "$staging/data"
  local manifest=$staging/manifest.txt
  {
    say "format=erp-connector-backup/1"
    say "created=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
    say "host=$(hostname)"
    say "version=$("$ERPC_NODE" -p "require('$ERPC_APP_DIR/package.json').version")"
    say "data_dir=$data_dir"
    say "config_dir=$config_dir"
  } >"$manifest"

  if [ "$demo" = 1 ] && [ -f "$data_dir/demo-erp.sqlite" ]; then
    sqlite_backup "$data_dir/demo-erp.sqlite" "$staging/data/demo-erp.sqlite"
    say "demo_erp=included" >>"$manifest"
  else
    say "demo_erp=not included" >>"$manifest"
  fi
  # Redis before the database: every job in the Redis snapshot then has its row in the
  # database copy, and rows whose job is missing from Redis are queued again at start
  # (JobsService.reconcile). The other order could leave jobs without their rows.
  backup_redis "$data_dir" "$staging" "$redis_url" >>"$manifest"
  backup_state "$data_dir" "$staging" "$database_url" "$postgres" >>"$manifest"
  backup_files "$data_dir" "$staging"
  if [ -d "$config_dir" ]; then
    cp -a "$config_dir" "$staging/config"
    say "config=included" >>"$manifest"
  else
    say "config=not found" >>"$manifest"
  fi
  if [ -d "$staging/data/secrets" ]; then say "secrets=included" >>"$manifest"; fi
  if [ -d "$staging/data/reports" ]; then
    say "report_artifacts=$(find "$staging/data/reports" -type f | wc -l)" >>"$manifest"
  fi

  (cd "$staging" && find . -type f ! -name SHA256SUMS -print0 | sort -z |
    xargs -0 sha256sum >SHA256SUMS)
  local archive=$out/$ERPC_NAME-backup-$stamp.tar.gz
  tar -C "$staging" -czf "$archive.partial" .
  mv "$archive.partial" "$archive"
  info "$(grep -c . "$staging/SHA256SUMS") files, $(du -h "$archive" | cut -f1)"
  say "$archive"
}

# The daemon's own state: SQLite by the online backup API, checked before it is kept; or
# PostgreSQL by pg_dump. Prints manifest lines.
backup_state() { # DATA STAGING DATABASE_URL POSTGRES
  if [ -n "$3" ]; then
    if [ "$4" = 0 ]; then
      say "database=postgresql, not included (--no-postgres)"
      return
    fi
    command -v pg_dump >/dev/null ||
      die "ERPC_DATABASE_URL is set but pg_dump is missing: apt-get install postgresql-client, or pass --no-postgres and back the database up yourself"
    pg_dump --format=custom --no-owner --file "$2/postgres.dump" --dbname "$3" ||
      die "pg_dump failed"
    say "database=postgresql (postgres.dump, pg_dump custom format)"
    return
  fi
  local source=$1/state.sqlite check
  if [ ! -f "$source" ]; then
    say "database=sqlite, none yet"
    return
  fi
  sqlite_backup "$source" "$2/data/state.sqlite"
  check=$(sqlite_integrity "$2/data/state.sqlite") ||
    die "the copy of $source fails PRAGMA integrity_check: $check"
  say "database=sqlite (data/state.sqlite)"
  say "sqlite_integrity_check=$check"
}

# The embedded Redis (queued jobs, idempotency keys): a point-in-time RDB snapshot over its unix
# socket while it runs; its append-only files as they are when it is stopped.
backup_redis() { # DATA STAGING REDIS_URL
  local dir=$1/redis
  if [ -n "$3" ]; then
    say "redis=external, not included: back it up where it runs"
    return
  fi
  if redis_socket_alive "$dir/redis.sock"; then
    mkdir -p "$2/data/redis"
    # Redis holds a snapshot for other replicas for repl-diskless-sync-delay (5 s) first.
    redis-cli -s "$dir/redis.sock" --rdb "$2/data/redis/dump.rdb" >"$2/redis-cli.log" 2>&1 ||
      die "redis-cli --rdb on $dir/redis.sock failed: $(cat "$2/redis-cli.log")"
    rm -f "$2/redis-cli.log"
    say "redis=embedded, snapshot (data/redis/dump.rdb)"
  elif [ -d "$dir/appendonlydir" ]; then
    if [ -S "$dir/redis.sock" ] && ! command -v redis-cli >/dev/null; then
      die "the embedded Redis may be running but redis-cli is missing (apt-get install redis-tools)"
    fi
    mkdir -p "$2/data/redis"
    cp -a "$dir/appendonlydir" "$2/data/redis/"
    say "redis=embedded, stopped (data/redis/appendonlydir)"
  else
    say "redis=embedded, no data yet"
  fi
}

# Everything else in the data directory (secrets, report artifacts, whatever later versions
# keep there), without the live databases handled above.
backup_files() { # DATA STAGING
  local status=0
  tar -C "$1" --warning=no-file-changed --warning=no-file-removed \
    --exclude=./state.sqlite --exclude='./state.sqlite-*' \
    --exclude=./demo-erp.sqlite --exclude='./demo-erp.sqlite-*' \
    --exclude=./redis --exclude='./.doctor-*' -cf - . |
    tar -C "$2/data" -xf - || status=$?
  # 1 is GNU tar's "a file changed while being read": a report artifact still being written.
  [ "$status" -le 1 ] || die "copying $1 failed (tar exit $status)"
}

main "$@"
