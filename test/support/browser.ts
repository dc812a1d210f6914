import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';

/**
 * Debian's `chromium` package, driven by playwright-core through its executable path: nothing
 * ever downloads a browser. `.ci/run` installs the package when it is missing and it can.
 */
export const CHROMIUM_PATH = process.env.ERPC_TEST_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Tests run as root here; Chromium refuses its sandbox for root.
  ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
];

/**
 * Whether the browser suites can run. Without Chromium they are skipped with a loud warning,
 * except in CI (`CI` set), where a missing browser fails the run, as PostgreSQL does.
 */
export function chromiumAvailable(suite: string): boolean {
  if (existsSync(CHROMIUM_PATH)) return true;
  if (process.env.CI) {
    throw new Error(
      `${suite}: ${CHROMIUM_PATH} is missing in CI: apt-get install -y chromium (or set ERPC_TEST_CHROMIUM)`,
    );
  }
  console.warn(
    `\n!!! ${suite} SKIPPED: no Chromium at ${CHROMIUM_PATH}. Install Debian's package ` +
      '(apt-get install -y chromium) or set ERPC_TEST_CHROMIUM to a Chromium binary. !!!\n',
  );
  return false;
}

/** One headless Chromium with a fresh, temporary profile (playwright removes it on close). */
export async function launchChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 30_000,
  });
}
