# Shared by the scripts in scripts/ (sourced, not run). POSIX-ish bash; no dependencies beyond
# coreutils, tar, gzip and the installed application's own Node.js and node_modules.

ERPC_NAME=erp-connector
ERPC_SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
# The installation (or checkout) the script belongs to: dist/, node_modules/, config/.
ERPC_APP_DIR=${ERPC_APP_DIR:-$(cd "$ERPC_SCRIPT_DIR/.." && pwd)}
ERPC_NODE=${ERPC_NODE:-$(command -v node || echo /usr/bin/node)}

say() { printf '%s\n' "$*"; }
info() { printf '%s: %s\n' "$ERPC_PROG" "$*"; }
warn() { printf '%s: WARNING: %s\n' "$ERPC_PROG" "$*" >&2; }
die() {
  printf '%s: %s\n' "$ERPC_PROG" "$*" >&2
  exit 1
}

# Runs a command, or only shows it under --dry-run (ERPC_DRY_RUN=1).
run() {
  if [ "${ERPC_DRY_RUN:-0}" = 1 ]; then
    printf '+ %s\n' "$*"
  else
    "$@"
  fi
}

need_value() { [ $# -ge 2 ] && [ -n "$2" ] || die "$1 needs a value"; }

utc_stamp() { date -u +%Y%m%dT%H%M%SZ; }

# SQLite through the application's better-sqlite3, so no sqlite3 binary is needed on the host.
# The online backup API copies a consistent snapshot while the daemon keeps writing (WAL): the
# first step sizes the copy, then a single step copies every page inside one read transaction.
sqlite_backup() { # SOURCE DESTINATION
  "$ERPC_NODE" - "$ERPC_APP_DIR" "$1" "$2" <<'JS'
const [app, source, destination] = process.argv.slice(2);
const Database = require(require.resolve('better-sqlite3', { paths: [app] }));
const db = new Database(source, { readonly: true, fileMustExist: true, timeout: 10000 });
db.backup(destination, { progress: () => 0x7fffffff }).then(
  () => db.close(),
  (error) => {
    console.error(`backup of ${source} failed: ${error.message}`);
    process.exit(1);
  },
);
JS
}

# Prints the result of PRAGMA integrity_check ("ok" when sound); non-zero exit when not "ok".
# Only for copies: it opens read-write, so that closing removes the -wal/-shm files it creates.
sqlite_integrity() { # FILE
  "$ERPC_NODE" - "$ERPC_APP_DIR" "$1" <<'JS'
const [app, file] = process.argv.slice(2);
const Database = require(require.resolve('better-sqlite3', { paths: [app] }));
try {
  const db = new Database(file, { fileMustExist: true });
  const rows = db.pragma('integrity_check').map((row) => row.integrity_check);
  db.close();
  console.log(rows.join('; '));
  process.exit(rows.length === 1 && rows[0] === 'ok' ? 0 : 1);
} catch (error) {
  console.log(error.message);
  process.exit(1);
}
JS
}

# The daemon's effective settings, resolved by its own loadConfig the way the unit sets them up:
# the unit's defaults (ERPC_DATA_DIR, ERPC_CONFIG), then this shell's environment, then the
# EnvironmentFile (systemd syntax), then an explicit --data-dir. Prints key=value lines.
resolve_config() { # ENVIRONMENT_FILE DEFAULT_DATA_DIR DEFAULT_CONFIG [DATA_DIR_OVERRIDE]
  "$ERPC_NODE" - "$ERPC_APP_DIR" "$@" <<'JS'
const [app, envFile, dataDir, configFile, dataDirOverride] = process.argv.slice(2);
const fs = require('fs');
const { loadConfig } = require(`${app}/dist/config/load-config.js`);
const { parseEnvironmentFile } = require(`${app}/dist/cli/unit-environment.js`);
const env = {
  ERPC_DATA_DIR: dataDir,
  ...(fs.existsSync(configFile) ? { ERPC_CONFIG: configFile } : {}),
  ...process.env,
  ...(envFile && fs.existsSync(envFile) ? parseEnvironmentFile(fs.readFileSync(envFile, 'utf8')) : {}),
  ...(dataDirOverride ? { ERPC_DATA_DIR: dataDirOverride } : {}),
};
try {
  const c = loadConfig(env);
  console.log(`dataDir=${c.dataDir}`);
  console.log(`databaseUrl=${c.database.url ?? ''}`);
  console.log(`redisUrl=${c.redis.url ?? ''}`);
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
JS
}

# Whether something answers on a Redis unix socket (the embedded Redis of a running daemon).
redis_socket_alive() { # SOCKET
  [ -S "$1" ] && command -v redis-cli >/dev/null &&
    [ "$(redis-cli -s "$1" ping 2>/dev/null)" = PONG ]
}
