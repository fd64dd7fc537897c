/**
 * The command line as a process (dist/cli.js: run `node scripts/build.mjs`
 * first when running this file alone): a reader that goes away ends it quietly,
 * and the linked command (as `npm link` leaves it) works from any folder.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/tmp';

test('a closed pipe (competitieleider … | head -1) ends quietly: no stack trace, exit 0', async () => {
  const child = spawn(process.execPath, [join(ROOT, 'dist', 'cli.js'), 'help'], { stdio: ['ignore', 'pipe', 'pipe'] });
  // The reader goes away before the first line is written.
  child.stdout.destroy();
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  expect(stderr).toBe('');
  expect(code).toBe(0);
});

test('import-kfc from another folder through a linked command (npm link) finds SQLite’s WebAssembly in the package', async () => {
  const { mkdirSync, symlinkSync } = await import('node:fs');
  const { spawnSync } = await import('node:child_process');
  const { tempDir } = await import('../support/tmp');
  const { writeSqlite } = await import('../support/sqlite');
  // As `npm link` leaves it: a bin folder elsewhere with a link to the checkout's bin/competitieleider.js.
  const prefix = tempDir();
  mkdirSync(join(prefix, 'bin'));
  const linked = join(prefix, 'bin', 'competitieleider');
  symlinkSync(join(ROOT, 'bin', 'competitieleider.js'), linked);
  const club = tempDir();
  await writeSqlite(
    join(club, 't.s3db'),
    `CREATE TABLE Player (id INTEGER PRIMARY KEY, name TEXT, rating INTEGER, state INTEGER);
     CREATE TABLE Pairing (Rnd INTEGER, board INTEGER, PID_W INTEGER, PID_B INTEGER, Result INTEGER);
     INSERT INTO Player VALUES (1, 'Anna', 1800, 1), (2, 'Bram', 1700, 1);
     INSERT INTO Pairing VALUES (1, 1, 1, 2, 1);`,
  );
  const run = spawnSync(process.execPath, [linked, 'import-kfc', 't.s3db', 'club'], { cwd: club, encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain('club');
});

/** The command lines of the first `sh` block of a README section, each split into its words (double quotes kept together). */
function readmeCommands(section: string): string[][] {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${section}\n`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(start))![1]!;
  return block
    .split('\n')
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line.startsWith('competitieleider '))
    .map((line) => [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!).slice(1));
}

test('the README’s season start runs as written, through the linked command (npm link), in a folder of the club’s own', async () => {
  const { mkdirSync, symlinkSync, existsSync } = await import('node:fs');
  const { spawnSync } = await import('node:child_process');
  const { tempDir } = await import('../support/tmp');
  const prefix = tempDir();
  mkdirSync(join(prefix, 'bin'));
  const linked = join(prefix, 'bin', 'competitieleider');
  symlinkSync(join(ROOT, 'bin', 'competitieleider.js'), linked);
  const club = tempDir();
  const commands = readmeCommands('Start a season');
  expect(commands.map((c) => c[0])).toEqual(['new', 'pair', 'standings']);
  for (const args of commands) {
    const run = spawnSync(process.execPath, [linked, ...args], { cwd: club, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  }
  expect(existsSync(join(club, 'club.xlsx'))).toBe(true);
});
