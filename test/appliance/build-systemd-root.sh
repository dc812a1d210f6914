#!/usr/bin/env bash
# Builds, once, the minimal Debian root that test/e2e/appliance-systemd.e2e-spec.ts boots under
# systemd-nspawn, and prints its path. Kept outside the checkout, in
#   /var/cache/erp-connector-test/systemd-root-<hash of this script>
# so a changed recipe builds a new root and every later run reuses it (roots of older recipes
# stay until removed: rm -rf /var/cache/erp-connector-test). Needs root, debootstrap
# and the network (Debian's mirror; ~250 MB, 2 to 4 minutes): .ci/run calls it before the tests,
# which never download anything themselves.
#
# What is in it: Debian bookworm (systemd 252) minbase, systemd as init, and redis-server (the
# daemon runs its own). Nothing else: no procps (so no /bin/kill), no Node.js (the suite binds
# the host's node into the container: bookworm ships Node 18, the daemon needs 20).
set -euo pipefail

SUITE=bookworm
MIRROR=${ERPC_DEBIAN_MIRROR:-http://deb.debian.org/debian}
CACHE=/var/cache/erp-connector-test

die() {
  printf 'build-systemd-root: %s\n' "$*" >&2
  exit 1
}

key=$(sha256sum "${BASH_SOURCE[0]}" | cut -c1-12)
root=$CACHE/systemd-root-$key
if [ -d "$root" ]; then
  printf '%s\n' "$root"
  exit 0
fi
[ "$(id -u)" = 0 ] || die "needs root (debootstrap, chroot)"
command -v debootstrap >/dev/null || die "debootstrap is missing: apt-get install -y debootstrap"

mkdir -p "$CACHE"
# One build at a time on this machine; a second caller waits and then finds it built.
exec 9>"$CACHE/.lock"
flock 9
if [ -d "$root" ]; then
  printf '%s\n' "$root"
  exit 0
fi

work=$(mktemp -d "$CACHE/.build-$key.XXXXXX")
trap 'rm -rf "$work"' EXIT
started=$(date +%s)
printf 'build-systemd-root: debootstrap %s from %s into %s (a few minutes, once)\n' \
  "$SUITE" "$MIRROR" "$root" >&2
if ! debootstrap --variant=minbase --include=systemd,systemd-sysv,redis-server \
  "$SUITE" "$work/root" "$MIRROR" >"$work/debootstrap.log" 2>&1; then
  tail -n 20 "$work/debootstrap.log" >&2
  die "debootstrap failed (log above)"
fi
# The packaged system-wide Redis would listen on 6379 of the host's network (the container
# shares it); the daemon starts its own. install.sh disables it the same way when it installs it.
chroot "$work/root" systemctl disable redis-server.service >/dev/null 2>&1
# Every boot gets a machine id of its own; downloaded packages are not needed any more.
: >"$work/root/etc/machine-id"
rm -f "$work/root/var/cache/apt/archives/"*.deb
# Complete once it has its final name (a rename on the same file system).
mv "$work/root" "$root"
printf 'build-systemd-root: built in %s s\n' "$(($(date +%s) - started))" >&2
printf '%s\n' "$root"
