#!/usr/bin/env bash
# Installs erp-connector as a systemd service. Idempotent: run it again to upgrade the
# application; configuration and data are never overwritten. See docs/operations.md, "Running as a service".
set -euo pipefail
ERPC_PROG=install.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

usage() {
  cat <<EOF
usage: scripts/install.sh [options]

Installs the built application (npm install && npm run build first) to PREFIX, the systemd unit to
/etc/systemd/system, a configuration skeleton to /etc/erp-connector, creates the service user
and /var/lib/erp-connector, and installs redis-server when it is missing.

  --prefix DIR      where the application goes (default /opt/erp-connector)
  --root DIR        install into DIR as if it were / (a scratch root, like DESTDIR): no user is
                    created, apt-get and systemctl are not run, ownership is applied only for
                    accounts that exist on this host
  --source DIR      the built application to install (default: the checkout of this script)
  --user NAME       the service account (default erp-connector); --group NAME (default: same)
  --no-systemctl    do not run systemctl daemon-reload / enable
  --no-apt          do not apt-get install redis-server when it is missing
  --dry-run         show what would be done, change nothing
EOF
}

main() {
  local root='' prefix=/opt/erp-connector source=$ERPC_APP_DIR user=$ERPC_NAME group=''
  local systemctl=1 apt=1
  while [ $# -gt 0 ]; do
    case $1 in
      --root) need_value "$@"; root=${2%/}; shift 2 ;;
      --prefix) need_value "$@"; prefix=${2%/}; shift 2 ;;
      --source) need_value "$@"; source=${2%/}; shift 2 ;;
      --user) need_value "$@"; user=$2; shift 2 ;;
      --group) need_value "$@"; group=$2; shift 2 ;;
      --no-systemctl) systemctl=0; shift ;;
      --no-apt) apt=0; shift ;;
      --dry-run) ERPC_DRY_RUN=1; shift ;;
      -h | --help) usage; exit 0 ;;
      *) usage >&2; die "unknown option: $1" ;;
    esac
  done
  group=${group:-$user}
  case $prefix in /*) ;; *) die "--prefix must be an absolute path" ;; esac
  [ "$prefix" != / ] || die "--prefix / would replace the whole system"
  if [ -n "$root" ]; then
    mkdir -p "$root" && root=$(cd "$root" && pwd)
    systemctl=0
    apt=0
  elif [ "$(id -u)" != 0 ] && [ "${ERPC_DRY_RUN:-0}" != 1 ]; then
    die "run as root (or with --root DIR to install into a scratch root)"
  fi
  [ -f "$source/dist/main.js" ] || die "$source/dist/main.js is missing: run npm run build in $source"
  [ -f "$source/config/default.json" ] || die "$source/config/default.json is missing"
  [ -d "$source/node_modules" ] || die "$source/node_modules is missing: run npm install in $source (not npm ci: see docs/configuration.md)"

  local app=$root$prefix
  local state=$root/var/lib/$ERPC_NAME
  local etc=$root/etc/$ERPC_NAME
  local unit=$root/etc/systemd/system/$ERPC_NAME.service

  ensure_account "$root" "$user" "$group"
  # Ownership is applied for accounts that exist here; in a scratch root they may not.
  local have_user=0 have_group=0
  getent passwd "$user" >/dev/null && have_user=1
  getent group "$group" >/dev/null && have_group=1

  install_app "$source" "$app"
  install_dirs "$state" "$etc" "$user" "$group" "$have_user" "$have_group"
  install_config "$etc" "$group" "$have_group"
  install_unit "$source/systemd/$ERPC_NAME.service" "$unit" "$prefix" "$user" "$group"
  if [ "$apt" = 1 ]; then ensure_redis; fi
  if [ -z "$root" ]; then check_node; fi
  if [ "$systemctl" = 1 ] && [ -d /run/systemd/system ]; then
    run systemctl daemon-reload
    run systemctl enable "$ERPC_NAME.service"
  elif [ "$systemctl" = 1 ]; then
    info "systemd is not running here: skipped systemctl daemon-reload / enable"
  fi
  next_steps "$prefix" "$root"
}

ensure_account() { # ROOT USER GROUP
  if getent passwd "$2" >/dev/null; then
    info "service user $2 exists"
  elif [ -n "$1" ]; then
    info "scratch root: user $2 not created (install.sh without --root creates it on the host)"
  else
    getent group "$3" >/dev/null || run groupadd --system "$3"
    run useradd --system --gid "$3" --home-dir "/var/lib/$ERPC_NAME" --no-create-home \
      --shell /usr/sbin/nologin --comment "erp-connector daemon" "$2"
    info "created system user $2"
  fi
}

# The application is replaced as a whole (staged beside it, then swapped), root-owned and
# read-only for the service: the daemon cannot change its own code.
install_app() { # SOURCE DESTINATION
  local source=$1 app=$2 item
  run mkdir -p "$(dirname "$app")"
  run rm -rf "$app.new" "$app.old"
  run mkdir -p "$app.new"
  for item in dist config node_modules scripts systemd package.json package-lock.json README.md docs; do
    if [ -e "$source/$item" ]; then run cp -a "$source/$item" "$app.new/"; fi
  done
  run chmod -R u+rwX,go+rX,go-w "$app.new"
  if [ "$(id -u)" = 0 ]; then run chown -R root:root "$app.new"; fi
  if [ -e "$app" ]; then run mv "$app" "$app.old"; fi
  run mv "$app.new" "$app"
  run rm -rf "$app.old"
  info "application installed in $app"
}

install_dirs() { # STATE ETC USER GROUP HAVE_USER HAVE_GROUP
  run install -d -m 0750 "$1" "$2"
  if [ "$5" = 1 ] && [ "$6" = 1 ]; then run chown "$3:$4" "$1"; fi
  if [ "$6" = 1 ]; then run chown "root:$4" "$2"; fi
  info "data directory $1 (0750), configuration directory $2 (0750)"
}

# Writes FILE from standard input unless it exists; either way leaves it 0640 root:GROUP, which
# the service can read and not change.
install_private_file() { # FILE GROUP HAVE_GROUP
  if [ -e "$1" ]; then
    info "kept $1"
    cat >/dev/null
  elif [ "${ERPC_DRY_RUN:-0}" = 1 ]; then
    say "+ write $1"
    cat >/dev/null
  else
    (umask 077 && cat >"$1")
    info "wrote $1"
  fi
  run chmod 0640 "$1"
  if [ "$3" = 1 ]; then run chown "root:$2" "$1"; fi
}

install_config() { # ETC GROUP HAVE_GROUP
  install_private_file "$1/config.json" "$2" "$3" <<'EOF'
{
  "server": { "host": "127.0.0.1", "port": 8091 },
  "log": { "level": "info" }
}
EOF
  install_private_file "$1/environment" "$2" "$3" <<'EOF'
# Environment of the erp-connector service (systemd EnvironmentFile=): KEY=value lines.
# Settings here override /etc/erp-connector/config.json; every setting and its default is in
# /opt/erp-connector/config/default.json.

# Creates user "admin" on the first start (when no user exists yet); remove it afterwards.
#ERPC_ADMIN_PASSWORD=change-me-now

# Serve other hosts (ideally behind TLS), not only this one.
#ERPC_HOST=0.0.0.0

# PostgreSQL for the daemon's own state instead of SQLite in /var/lib/erp-connector.
#ERPC_DATABASE_URL=postgresql://erpc:secret@db.example:5432/erpc

# An existing Redis instead of the embedded one (see docs/operations.md, "External Redis").
#ERPC_REDIS_URL=redis://127.0.0.1:6379
EOF
}

install_unit() { # TEMPLATE UNIT PREFIX USER GROUP
  [ -f "$1" ] || die "$1 is missing"
  run mkdir -p "$(dirname "$2")"
  local sed_script="s|/opt/erp-connector|$3|g; s|^User=.*|User=$4|; s|^Group=.*|Group=$5|"
  if [ "${ERPC_DRY_RUN:-0}" = 1 ]; then
    say "+ sed '$sed_script' $1 > $2"
  else
    sed "$sed_script" "$1" >"$2.tmp"
    chmod 0644 "$2.tmp"
    mv "$2.tmp" "$2"
  fi
  info "unit installed as $2"
}

ensure_redis() {
  if command -v redis-server >/dev/null; then
    info "redis-server found: $(command -v redis-server)"
    return
  fi
  info "redis-server is missing: apt-get install redis-server"
  if run env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends redis-server; then
    # The daemon runs its own redis-server; the packaged system-wide one is not needed.
    if [ -d /run/systemd/system ]; then
      run systemctl disable --now redis-server.service || true
    fi
  else
    warn "apt-get install redis-server failed (air-gapped? use a local mirror or copy the .deb);" \
      "the daemon will not start without it unless ERPC_REDIS_URL names an existing Redis"
  fi
}

check_node() {
  if [ ! -x /usr/bin/node ]; then
    warn "/usr/bin/node is missing: the unit runs /usr/bin/node (Node.js 20.10+ or 22+)"
  fi
}

next_steps() { # PREFIX ROOT
  cat <<EOF

Next steps:
  1. Put the first admin's password in $2/etc/$ERPC_NAME/environment (ERPC_ADMIN_PASSWORD=...),
     and any site settings in $2/etc/$ERPC_NAME/config.json.
  2. Check the host:      $1/scripts/doctor.sh
  3. Start the service:   systemctl enable --now $ERPC_NAME
     Follow its log:      journalctl -u $ERPC_NAME -f
  4. Once signed in, remove ERPC_ADMIN_PASSWORD from the environment file.
  Backups:                $1/scripts/backup.sh --out /var/backups/$ERPC_NAME
EOF
}

main "$@"
