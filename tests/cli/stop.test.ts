/**
 * A command stops cleanly: Ctrl+C (SIGINT), SIGTERM or a closed terminal (SIGHUP) before its commit saves
 * nothing and says so; one that comes after the commit started lets the commit finish. And its lock holds
 * while it lives, however long it is stopped (Ctrl+Z): only a dead holder's lock is taken over. Real
 * processes (dist/cli.js: run `node scripts/build.mjs` first when running this file alone), real signals
 * sent at a step (COMPETITIELEIDER_KILL_AT=<step>:<n>:<signal>).
 */
import * as fs from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { toCsv } from '../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { ROOT, snapshotFiles, tempDir } from '../support/tmp';
import { runCli } from '../support/cli';

const CLI = join(ROOT, 'dist', 'cli.js');

/** A club in a CSV folder, round 4 to be paired. */
function club(): string {
  const dir = join(tempDir(), 'club');
  fs.mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 12, rounds: 20, played: 3, seed: 'stop' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    fs.writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  return dir;
}

function run(args: string[], at?: string) {
  return spawnSync(process.execPath, [CLI, ...args, '--lang', 'en'], {
    env: { ...process.env, ...(at ? { COMPETITIELEIDER_KILL_AT: at } : {}) },
    encoding: 'utf8',
  });
}

describe('a stop before the commit saves nothing', () => {
  test.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])('%s after the pairing was made: exit %i, "nothing was saved", every file as it was', async (signal, code) => {
    const dir = club();
    const html = join(dirname(dir), 'pairing.html');
    const before = snapshotFiles(dirname(dir));
    const stopped = run(['pair', dir, '--html', html], `computed:1:${signal}`);
    expect(stopped.signal).toBeNull();
    expect(stopped.status).toBe(code);
    expect(stopped.stderr).toContain(`Stopped (${signal}) before anything was saved: nothing was saved.`);
    expect(stopped.stdout).toBe('');
    expect(snapshotFiles(dirname(dir))).toEqual(before);
    // Nothing blocks the next command.
    expect((await runCli('pair', dir, '--html', html)).code).toBe(0);
    expect(fs.existsSync(join(dir, 'Indeling.csv'))).toBe(true);
  });
});

describe('a stop after the commit started lets it finish', () => {
  test('SIGTERM after the first rename: every file saved, and said so', () => {
    const dir = club();
    const html = join(dirname(dir), 'pairing.html');
    const stopped = run(['pair', dir, '--html', html], 'renamed:1:SIGTERM');
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).toContain('saving was finished, everything was saved');
    expect(fs.existsSync(join(dir, 'Indeling.csv'))).toBe(true);
    expect(fs.existsSync(html)).toBe(true);
    expect(fs.readdirSync(dirname(dir)).filter((f) => /partial|commit|\.lock/.test(f))).toEqual([]);
  });
});

describe('a lock cannot be stolen from a live command', () => {
  test('a command stopped (SIGSTOP, as Ctrl+Z) with an hour-old lock keeps it; resumed, it saves', async () => {
    const dir = club();
    const first = spawn(process.execPath, [CLI, 'pair', dir, '--lang', 'en'], {
      env: { ...process.env, COMPETITIELEIDER_KILL_AT: 'computed:1:SIGSTOP' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => first.on('exit', (c) => resolve(c)));
    try {
      // Wait until it has stopped itself, holding the lock.
      for (let i = 0; i < 200; i++) {
        const state = fs.readFileSync(`/proc/${first.pid}/stat`, 'utf8').split(') ')[1]?.[0];
        if (state === 'T') break;
        await new Promise((r) => setTimeout(r, 50));
      }
      const old = new Date(Date.now() - 3600_000);
      fs.utimesSync(`${dir}.lock`, old, old);
      const second = await runCli('standings', dir, '--lang', 'en');
      expect(second.code).toBe(1);
      expect(second.stderr.join('\n')).toMatch(/is busy: another command is working on this workbook/);
    } finally {
      first.kill('SIGCONT');
    }
    expect(await exited).toBe(0);
    expect(fs.existsSync(join(dir, 'Indeling.csv'))).toBe(true);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  }, 30_000);

  test("a dead holder's lock is taken over at once, whatever its age", async () => {
    const dir = club();
    const killed = run(['pair', dir], 'computed:1');
    expect(killed.signal).toBe('SIGKILL');
    expect(fs.existsSync(`${dir}.lock`)).toBe(true);
    const next = await runCli('pair', dir);
    expect(next.code).toBe(0);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
