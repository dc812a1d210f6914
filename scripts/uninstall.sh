#!/usr/bin/env bash
# Removes erp-connector's application and unit. Data (/var/lib/erp-connector) and configuration
# (/etc/erp-connector) stay, as does the service user, unless --purge is given.
set -euo pipefail
ERPC_PROG=uninstall.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

usage() {
  cat <<EOF
usage: scripts/uninstall.sh [options]

  --prefix DIR      the installed application (default: WorkingDirectory= of the installed
                    unit, else /opt/erp-connector)
  --root DIR        the scratch root install.sh --root installed into (systemctl/userdel not run)
  --user NAME       the service account to remove with --purge (default erp-connector)
  --purge           also delete the data directory, the configuration and the service user:
                    the database, secrets and report artifacts are gone for good
  --no-systemctl    do not run systemctl (stop/disable/daemon-reload)
  --dry-run         show what would be done, change nothing
EOF
}

main() {
  local root='' prefix='' user=$ERPC_NAME purge=0 systemctl=1
  while [ $# -gt 0 ]; do
    case $1 in
      --root) need_value "$@"; root=${2%/}; shift 2 ;;
      --prefix) need_value "$@"; prefix=${2%/}; shift 2 ;;
      --user) need_value "$@"; user=$2; shift 2 ;;
      --purge) purge=1; shift ;;
      --no-systemctl) systemctl=0; shift ;;
      --dry-run) ERPC_DRY_RUN=1; shift ;;
      -h | --help) usage; exit 0 ;;
      *) usage >&2; die "unknown option: $1" ;;
    esac
  done
  if [ -n "$root" ]; then
    [ -d "$root" ] || die "--root $root does not exist"
    root=$(cd "$root" && pwd)
    systemctl=0
  elif [ "$(id -u)" != 0 ] && [ "${ERPC_DRY_RUN:-0}" != 1 ]; then
    die "run as root (or with --root DIR for a scratch root)"
  fi
  local unit=$root/etc/systemd/system/$ERPC_NAME.service
  if [ -z "$prefix" ] && [ -f "$unit" ]; then
    prefix=$(sed -n 's/^WorkingDirectory=//p' "$unit" | tail -n 1)
  fi
  prefix=${prefix:-/opt/erp-connector}
  local app=$root$prefix state=$root/var/lib/$ERPC_NAME etc=$root/etc/$ERPC_NAME

  if [ "$systemctl" = 1 ] && [ -d /run/systemd/system ]; then
    run systemctl disable --now "$ERPC_NAME.service" || true
  fi
  if [ -e "$unit" ] || [ -e "$unit.d" ]; then
    run rm -rf "$unit" "$unit.d"
    info "removed $unit"
  fi
  if [ "$systemctl" = 1 ] && [ -d /run/systemd/system ]; then run systemctl daemon-reload; fi

  if [ -e "$app" ]; then
    # Only ever delete what looks like our installation, whatever --prefix says.
    [ -f "$app/dist/main.js" ] && [ -f "$app/config/default.json" ] ||
      die "$app does not look like an erp-connector installation; not deleting it"
    run rm -rf "$app"
    info "removed $app"
  fi

  if [ "$purge" = 1 ]; then
    run rm -rf "$state" "$etc"
    info "purged $state and $etc"
    if [ -z "$root" ] && getent passwd "$user" >/dev/null; then
      run userdel "$user"
      info "removed user $user"
    fi
  else
    info "kept $state (data) and $etc (configuration); --purge deletes them"
  fi
}

main "$@"
