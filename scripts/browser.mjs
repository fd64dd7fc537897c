#!/usr/bin/env node
/**
 * Finds the headless Chromium the browser tests (tests/ui) drive, before jest runs in `npm test`,
 * and says in one line what it did. In order: CHROMIUM_PATH; Debian's /usr/bin/chromium (and the
 * usual other names); playwright's own download, when one is there; else, when root with apt-get,
 * Debian's chromium package is installed. The path found goes to node_modules/.cache/chromium-path,
 * where tests/support/browser.ts reads it. Nothing found: said, and the browser tests fail saying so.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// BROWSER_RECORD: another file for the path (the script's own test).
const record = process.env.BROWSER_RECORD || join(root, 'node_modules', '.cache', 'chromium-path');
const SYSTEM = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function save(path, line) {
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, path);
  console.log(`browser tests: ${line}`);
}

async function playwrightOwn() {
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function aptInstall() {
  if (process.platform !== 'linux' || typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'ignore',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return existsSync('/usr/bin/chromium');
  } catch {
    return false;
  }
}

const given = process.env.CHROMIUM_PATH;
if (given) {
  if (existsSync(given)) save(given, `Chromium from CHROMIUM_PATH (${given})`);
  else {
    save(given, `CHROMIUM_PATH=${given} does not exist: the browser tests will fail; fix or unset it`);
  }
} else {
  const system = SYSTEM.find((p) => existsSync(p));
  const own = system ? undefined : await playwrightOwn();
  if (system) save(system, `Chromium at ${system}`);
  else if (own) save(own, `playwright's Chromium at ${own}`);
  else if (aptInstall()) save('/usr/bin/chromium', "no Chromium found; installed Debian's chromium package (apt-get)");
  else
    save(
      '',
      'no Chromium found and none installed (needs root with apt-get): the browser tests will fail; install chromium or set CHROMIUM_PATH',
    );
}
