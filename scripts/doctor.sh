#!/usr/bin/env bash
# Runs `erp-connector doctor` the way the service runs: with the installed unit's environment
# (Environment=, EnvironmentFile=) and, when started as root, as the unit's user, so that file
# permissions are judged for the account that needs them. Arguments go to doctor (--json).
set -euo pipefail
ERPC_PROG=doctor.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

unit=${ERPC_UNIT:-/etc/systemd/system/$ERPC_NAME.service}
[ -f "$unit" ] || unit=$ERPC_APP_DIR/systemd/$ERPC_NAME.service

usage() {
  cat <<EOF
usage: scripts/doctor.sh [--json]

Checks this host and the configuration the way the service will run: with the environment of
the installed unit (Environment=, EnvironmentFile=) and, when started as root, as the unit's
user (User=), so that file permissions are judged for the account that needs them. One line
per check (OK, WARN, FAIL), each WARN or FAIL followed by what to do; exit 1 when anything
FAILs.

  unit              $unit
                    (ERPC_UNIT=FILE checks another)
  --json            the report as JSON
EOF
}

for arg in "$@"; do
  case $arg in
    -h | --help) usage; exit 0 ;;
    --json) ;;
    *) usage >&2; die "unknown option: $arg" ;;
  esac
done
user=$(sed -n 's/^User=//p' "$unit" | tail -n 1)
group=$(sed -n 's/^Group=//p' "$unit" | tail -n 1)
command=("$ERPC_NODE" "$ERPC_APP_DIR/dist/cli/erpc.js" doctor --unit "$unit" "$@")
if [ "$(id -u)" = 0 ] && [ -n "$user" ] && getent passwd "$user" >/dev/null; then
  exec setpriv --reuid="$user" --regid="${group:-$user}" --init-groups -- "${command[@]}"
fi
exec "${command[@]}"
