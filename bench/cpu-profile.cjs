/**
 * A CPU profile of a process that cannot take --cpu-prof (not allowed in NODE_OPTIONS): preload
 * with `NODE_OPTIONS="--require <absolute path of this file>"`; the profile is written to
 * <CPU_PROFILE_DIR, else the temporary directory>/cpu-<pid>.cpuprofile when the process exits.
 */
'use strict';
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const dir = process.env.CPU_PROFILE_DIR || tmpdir();
const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  // The in-process inspector answers synchronously, so this completes before the exit.
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(join(dir, `cpu-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
