#!/usr/bin/env bash
# Runs `erp-connector doctor` the way the service runs: with the installed unit's environment
# (Environment=, EnvironmentFile=) and, when started as root, as the unit's user, so that file
# permissions are judged for the account that needs them. Arguments go to doctor (--json).
set -euo pipefail
ERPC_PROG=doctor.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

unit=${ERPC_UNIT:-/etc/systemd/system/$ERPC_NAME.service}
[ -f "$unit" ] || unit=$ERPC_APP_DIR/systemd/$ERPC_NAME.service
user=$(sed -n 's/^User=//p' "$unit" | tail -n 1)
group=$(sed -n 's/^Group=//p' "$unit" | tail -n 1)
command=("$ERPC_NODE" "$ERPC_APP_DIR/dist/cli/erpc.js" doctor --unit "$unit" "$@")
if [ "$(id -u)" = 0 ] && [ -n "$user" ] && getent passwd "$user" >/dev/null; then
  exec setpriv --reuid="$user" --regid="${group:-$user}" --init-groups -- "${command[@]}"
fi
exec "${command[@]}"
