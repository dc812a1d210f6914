#!/usr/bin/env bash
# Restores a backup.sh archive into a stopped data directory, verifying it first: checksums,
# PRAGMA integrity_check of the SQLite state, and the embedded Redis snapshot loading into a
# redis-server of its own. Nothing is changed until all of that passed.
set -euo pipefail
ERPC_PROG=restore.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

usage() {
  cat <<EOF
usage: scripts/restore.sh [options] ARCHIVE

  --data-dir DIR    where to restore the data (default /var/lib/erp-connector); must be empty
                    or absent unless --force
  --config-dir DIR  where to restore the configuration (default /etc/erp-connector); files
                    there are kept as NAME.pre-restore before being replaced
  --no-config       leave the configuration alone
  --owner U[:G]     owner of the restored data (default: erp-connector when it exists and this
                    runs as root; otherwise whoever runs this)
  --force           restore over a data directory that has content: it is moved aside to
                    DIR.pre-restore-TIMESTAMP first
  --pg-restore      with a PostgreSQL backup: pg_restore it into ERPC_DATABASE_URL (otherwise
                    the dump is left beside the data directory with the command to run)

Stop the daemon first (systemctl stop erp-connector).
EOF
}

main() {
  local data_dir=/var/lib/$ERPC_NAME config_dir=/etc/$ERPC_NAME config=1 owner='' force=0
  local pg_restore=0 archive=''
  while [ $# -gt 0 ]; do
    case $1 in
      --data-dir) need_value "$@"; data_dir=${2%/}; shift 2 ;;
      --config-dir) need_value "$@"; config_dir=${2%/}; shift 2 ;;
      --no-config) config=0; shift ;;
      --owner) need_value "$@"; owner=$2; shift 2 ;;
      --force) force=1; shift ;;
      --pg-restore) pg_restore=1; shift ;;
      -h | --help) usage; exit 0 ;;
      -*) usage >&2; die "unknown option: $1" ;;
      *) [ -z "$archive" ] || die "one archive at a time"; archive=$1; shift ;;
    esac
  done
  [ -n "$archive" ] || { usage >&2; exit 2; }
  [ -f "$archive" ] || die "$archive does not exist"
  case $data_dir in /*) ;; *) data_dir=$(pwd)/$data_dir ;; esac
  if [ -z "$owner" ] && [ "$(id -u)" = 0 ] && getent passwd "$ERPC_NAME" >/dev/null; then
    owner=$ERPC_NAME:$ERPC_NAME
  fi

  if redis_socket_alive "$data_dir/redis/redis.sock"; then
    die "a daemon is running on $data_dir (its Redis answers): stop it first (systemctl stop $ERPC_NAME)"
  fi
  if [ -d "$data_dir" ] && [ -n "$(ls -A "$data_dir")" ] && [ "$force" = 0 ]; then
    die "$data_dir is not empty: restore into an empty directory, or pass --force to move its content aside"
  fi

  umask 077
  local parent staging
  parent=$(dirname "$data_dir")
  mkdir -p "$parent"
  # Beside the data directory, so that the final step is a rename on the same filesystem.
  staging=$(mktemp -d "$parent/.restore-$ERPC_NAME.XXXXXX")
  # A short path for the temporary Redis' socket (unix socket paths stop at 107 bytes).
  RESTORE_SOCKET_DIR=$(mktemp -d "${TMPDIR:-/tmp}/$ERPC_NAME-restore.XXXXXX")
  RESTORE_STAGING=$staging
  trap cleanup EXIT
  tar -C "$staging" -xzf "$archive"

  verify "$staging"
  local database
  database=$(sed -n 's/^database=//p' "$staging/manifest.txt")
  if [ -f "$staging/data/state.sqlite" ]; then
    local check
    check=$(sqlite_integrity "$staging/data/state.sqlite") ||
      die "data/state.sqlite fails PRAGMA integrity_check: $check"
    info "state.sqlite: integrity_check $check"
  fi
  if [ -f "$staging/data/demo-erp.sqlite" ]; then
    sqlite_integrity "$staging/data/demo-erp.sqlite" >/dev/null ||
      die "data/demo-erp.sqlite fails PRAGMA integrity_check"
  fi
  if [ -f "$staging/data/redis/dump.rdb" ]; then
    rdb_to_aof "$staging/data/redis"
  fi

  if [ -d "$data_dir" ] && [ -n "$(ls -A "$data_dir")" ]; then
    local aside
    aside=$data_dir.pre-restore-$(utc_stamp)
    mv "$data_dir" "$aside"
    info "moved the previous content of $data_dir to $aside"
  fi
  mkdir -p "$data_dir"
  chmod 0750 "$data_dir"
  # Into the (possibly systemd-created) directory itself, keeping its inode and ownership.
  (cd "$staging/data" && find . -mindepth 1 -maxdepth 1 -exec mv -t "$data_dir" {} +)
  if [ -n "$owner" ]; then chown -R "$owner" "$data_dir"; fi
  info "data restored into $data_dir${owner:+ (owner $owner)}"

  if [ "$config" = 1 ] && [ -d "$staging/config" ]; then
    restore_config "$staging/config" "$config_dir" "${owner#*:}"
  fi
  case $database in
    postgresql*) restore_postgres "$staging/postgres.dump" "$data_dir" "$pg_restore" ;;
  esac
  say "Restored $(sed -n 's/^created=//p' "$staging/manifest.txt") backup of" \
    "$(sed -n 's/^host=//p' "$staging/manifest.txt"). Next: systemctl start $ERPC_NAME, then scripts/doctor.sh"
}

RESTORE_STAGING=''
RESTORE_SOCKET_DIR=''
# On any exit: stop the temporary Redis if it still runs, remove what was staged.
cleanup() {
  local pidfile=$RESTORE_SOCKET_DIR/restore.pid
  if [ -n "$RESTORE_SOCKET_DIR" ] && [ -f "$pidfile" ]; then
    kill "$(cat "$pidfile")" 2>/dev/null || true
  fi
  rm -rf "$RESTORE_STAGING" "$RESTORE_SOCKET_DIR"
}

verify() { # STAGING
  [ -f "$1/manifest.txt" ] && [ -f "$1/SHA256SUMS" ] || die "not an erp-connector backup (no manifest)"
  grep -qx 'format=erp-connector-backup/1' "$1/manifest.txt" ||
    die "unknown backup format: $(head -n 1 "$1/manifest.txt")"
  (cd "$1" && sha256sum --check --quiet --strict SHA256SUMS) ||
    die "checksums do not match: the archive is damaged"
  info "checksums of $(grep -c . "$1/SHA256SUMS") files match"
}

# The backup holds an RDB snapshot; the embedded Redis reads append-only files. A redis-server of
# our own loads the snapshot and rewrites it as append-only files, which also proves it loads.
rdb_to_aof() { # REDIS_DIR
  local dir=$1 socket=$RESTORE_SOCKET_DIR/restore.sock keys i
  command -v redis-server >/dev/null && command -v redis-cli >/dev/null ||
    die "redis-server and redis-cli are needed to restore the embedded Redis (apt-get install redis-server)"
  redis-server --port 0 --unixsocket "$socket" --unixsocketperm 700 --dir "$dir" \
    --dbfilename dump.rdb --appendonly no --save '' --daemonize yes --logfile restore.log \
    --pidfile "$RESTORE_SOCKET_DIR/restore.pid"
  for i in $(seq 100); do
    redis_socket_alive "$socket" && break
    [ "$i" = 100 ] && die "the restored Redis snapshot did not load: see $dir/restore.log"
    sleep 0.1
  done
  keys=$(redis-cli -s "$socket" dbsize)
  redis-cli -s "$socket" config set appendonly yes >/dev/null
  for i in $(seq 600); do
    if redis-cli -s "$socket" info persistence | tr -d '\r' |
      grep -q '^aof_rewrite_in_progress:0' &&
      ! redis-cli -s "$socket" info persistence | tr -d '\r' | grep -q '^aof_rewrite_scheduled:1' &&
      [ -f "$dir/appendonlydir/appendonly.aof.manifest" ]; then
      break
    fi
    [ "$i" = 600 ] && die "rewriting the Redis snapshot as append-only files did not finish"
    sleep 0.1
  done
  redis-cli -s "$socket" shutdown >/dev/null 2>&1 || true
  # Gone once its socket and pid file are: the append-only files are complete then.
  for i in $(seq 100); do
    if [ ! -S "$socket" ] && [ ! -f "$RESTORE_SOCKET_DIR/restore.pid" ]; then break; fi
    [ "$i" = 100 ] && die "the temporary Redis did not stop"
    sleep 0.1
  done
  rm -f "$dir/dump.rdb" "$dir/restore.log"
  info "embedded Redis: $keys keys, rewritten as append-only files"
}

restore_config() { # FROM TO GROUP
  local file name
  install -d -m 0750 "$2"
  for file in "$1"/*; do
    [ -f "$file" ] || continue
    name=$(basename "$file")
    if [ -e "$2/$name" ] && ! cmp -s "$file" "$2/$name"; then
      cp -a "$2/$name" "$2/$name.pre-restore"
    fi
    cp "$file" "$2/$name"
    chmod 0640 "$2/$name"
    if [ "$(id -u)" = 0 ] && [ -n "$3" ] && getent group "$3" >/dev/null; then
      chown "root:$3" "$2/$name"
    fi
  done
  info "configuration restored into $2"
}

restore_postgres() { # DUMP DATA_DIR RUN
  local kept
  kept=$(dirname "$2")/$ERPC_NAME-postgres-$(utc_stamp).dump
  cp "$1" "$kept"
  if [ "$3" = 1 ]; then
    [ -n "${ERPC_DATABASE_URL:-}" ] || die "--pg-restore needs ERPC_DATABASE_URL"
    pg_restore --clean --if-exists --no-owner --dbname "$ERPC_DATABASE_URL" "$kept" ||
      die "pg_restore failed; the dump is $kept"
    info "PostgreSQL restored from $kept"
  else
    say "PostgreSQL dump saved as $kept; restore it with:"
    say "  pg_restore --clean --if-exists --no-owner --dbname \"\$ERPC_DATABASE_URL\" $kept"
  fi
}

main "$@"
