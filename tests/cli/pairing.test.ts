/** `competitieleider pair`, `confirm` and `beamer` on a CSV folder, as a club leader runs them. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toCsv } from '../../src/cli/files/csv';
import { keizerTabs, simulateKeizerSeason } from '../../src/sim/keizerSeason';
import { snapshotFiles, tempDir } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

function csvClub(played = 5): string {
  const dir = join(tempDir(), 'club');
  mkdirSync(dir);
  const season = simulateKeizerSeason({ players: 15, rounds: 28, played, seed: 'cli' });
  for (const [name, rows] of Object.entries(keizerTabs(season.competition)))
    writeFileSync(join(dir, `${name}.csv`), toCsv(rows));
  return dir;
}

const read = csvTab;

describe('competitieleider pair / confirm / beamer on a CSV folder', () => {
  test('pair writes Indeling.csv and prints the boards; the typed tabs stay byte for byte', async () => {
    const dir = csvClub();
    const before = snapshotFiles(dir);
    const r = await run('pair', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Indeling ronde 6: \d+ borden/);
    expect(r.stdout.join('\n')).toContain('Bord');
    const after = snapshotFiles(dir);
    for (const [file, bytes] of Object.entries(before)) expect(after[file]).toBe(bytes);
    expect(read(dir, 'Indeling')[1]!.slice(0, 2)).toEqual(['Ronde', '6']);
  });

  test('--seed is written on the tab; --html writes an escaped beamer page', async () => {
    const dir = csvClub();
    const html = join(dir, '..', 'beamer.html');
    const r = await run('pair', dir, '--seed', '4711', '--html', html);
    expect(r.code).toBe(0);
    expect(read(dir, 'Indeling')[2]!.slice(0, 2)).toEqual(['Loting', '4711']);
    const page = readFileSync(html, 'utf8');
    expect(page).toMatch(/^<!doctype html>/i);
    expect(page).toContain('<h1>Ronde 6</h1>');
    // Names with an apostrophe ("'t Hart") are escaped.
    if (page.includes('Hart')) expect(page).not.toMatch(/>[^<]*'t Hart/);
  });

  test('confirm appends the games and the bye; a second confirm changes nothing', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const boards = read(dir, 'Indeling')
      .slice(7)
      .filter((r) => /^\d+$/.test(String(r[0])));
    const r = await run('confirm', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Ronde 6 vastgelegd: \d+ partijen in Uitslagen/);
    const games = read(dir, 'Uitslagen').filter((row) => row[0] === '6');
    expect(games.map((g) => [g[1], g[2]])).toEqual(boards.map((b) => [b[1], b[2]]));
    const snap = snapshotFiles(dir);
    const again = await run('confirm', dir);
    expect(again.code).toBe(0);
    expect(again.stdout[0]).toBe('Ronde 6 was al vastgelegd; er is niets veranderd.');
    expect(snapshotFiles(dir)).toEqual(snap);
  });

  test('confirm of an edited pairing with a violation: exit 1 and nothing written; --yes records it', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const rows = read(dir, 'Indeling');
    const header = rows.findIndex((row) => row[0] === 'Bord');
    // Leave board 1 out: its two players are present but not paired.
    rows.splice(header + 1, 1);
    writeFileSync(join(dir, 'Indeling.csv'), toCsv(rows));
    const snap = snapshotFiles(dir);
    const r = await run('confirm', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain('is aanwezig maar niet ingedeeld');
    expect(snapshotFiles(dir)).toEqual(snap);
    const yes = await run('confirm', dir, '--yes');
    expect(yes.code).toBe(0);
  });

  test('pair over an Indeling edited by hand within the rules keeps the edit: nothing to ask, nothing lost', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const rows = read(dir, 'Indeling');
    const header = rows.findIndex((row) => row[0] === 'Bord');
    // Swap the colours of board 1, as a leader does by hand.
    const board = rows[header + 1]!;
    [board[1], board[2]] = [board[2]!, board[1]!];
    writeFileSync(join(dir, 'Indeling.csv'), toCsv(rows));
    const r = await run('pair', dir);
    expect(r.code).toBe(0);
    expect(read(dir, 'Indeling')[header + 1]!.slice(1, 3)).toEqual(board.slice(1, 3));
  });

  test('pair --new-draw over an Indeling edited by hand asks first: exit 1 and nothing written; --yes overwrites it', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const rows = read(dir, 'Indeling');
    const header = rows.findIndex((row) => row[0] === 'Bord');
    // Swap the colours of board 1, as a leader does by hand.
    const board = rows[header + 1]!;
    [board[1], board[2]] = [board[2]!, board[1]!];
    writeFileSync(join(dir, 'Indeling.csv'), toCsv(rows));
    const snap = snapshotFiles(dir);
    const r = await run('pair', dir, '--new-draw');
    expect(r.code).toBe(1);
    const err = r.stderr.join('\n');
    expect(err).toMatch(/Indeling/);
    expect(err).toContain('Gebruik --yes.');
    expect(snapshotFiles(dir)).toEqual(snap);
    const yes = await run('pair', dir, '--new-draw', '--yes');
    expect(yes.code).toBe(0);
    expect(read(dir, 'Indeling')[header + 1]!.slice(1, 3)).toEqual([board[2], board[1]]);
  });

  test('pair after confirm while results are missing: exit 1 with the question naming the boards; --yes pairs', async () => {
    const dir = csvClub();
    await run('pair', dir);
    await run('confirm', dir);
    const games = read(dir, 'Uitslagen').filter((row) => row[0] === '6');
    const snap = snapshotFiles(dir);
    const r = await run('pair', dir);
    expect(r.code).toBe(1);
    const err = r.stderr.join('\n');
    expect(err).toContain(`Van ronde 6 hebben ${games.length} borden nog geen uitslag.`);
    expect(err).toContain(`bord 1: ${games[0]![1]} – ${games[0]![2]}: nog geen uitslag`);
    expect(err).toContain('Ronde 7 toch indelen? Gebruik --yes.');
    expect(snapshotFiles(dir)).toEqual(snap);
    const yes = await run('pair', dir, '--yes');
    expect(yes.code).toBe(0);
    expect(read(dir, 'Indeling')[1]!.slice(0, 2)).toEqual(['Ronde', '7']);
  });

  test('pair again over an untouched Indeling needs no --yes', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const again = await run('pair', dir);
    expect(again.code).toBe(0);
  });

  test('beamer writes the large-print tab and the page', async () => {
    const dir = csvClub();
    await run('pair', dir);
    const html = join(dir, '..', 'b.html');
    const r = await run('beamer', dir, '--html', html);
    expect(r.code).toBe(0);
    expect(read(dir, 'Indeling beamer')[0]![0]).toBe('Ronde 6');
    expect(readFileSync(html, 'utf8')).toContain('<table>');
  });

  test('pair --round of a round with games: exit 1 with the reason', async () => {
    const dir = csvClub();
    const r = await run('pair', dir, '--round', '3');
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain('ronde 3 heeft al partijen');
  });
});

describe('confirm completes a round recorded only in part', () => {
  test.each([
    ['the games without the bye', (games: string[]) => ({ games, bye: '' })],
    ['part of the games, no bye', (games: string[]) => ({ games: games.slice(0, 2), bye: '' })],
    ['the bye and part of the games', (games: string[], bye: string) => ({ games: games.slice(0, 3), bye })],
  ])('%s: the rest is recorded, once, and a second confirm changes nothing', async (_label, part) => {
    const dir = csvClub();
    await run('pair', dir);
    // What a full confirm records, taken from a copy.
    const full = join(dir, '..', 'full');
    mkdirSync(full);
    for (const tab of ['Spelers', 'Uitslagen', 'Afwezig', 'Instellingen', 'Indeling'])
      writeFileSync(join(full, `${tab}.csv`), readFileSync(join(dir, `${tab}.csv`)));
    expect((await run('confirm', full)).code).toBe(0);
    const uitslagen = readFileSync(join(dir, 'Uitslagen.csv'), 'utf8');
    const afwezig = readFileSync(join(dir, 'Afwezig.csv'), 'utf8');
    const newGames = readFileSync(join(full, 'Uitslagen.csv'), 'utf8')
      .slice(uitslagen.length)
      .split('\n')
      .filter((l) => l !== '');
    const newBye = readFileSync(join(full, 'Afwezig.csv'), 'utf8').slice(afwezig.length);
    expect(newBye).not.toBe('');
    const { games, bye } = part(newGames, newBye);
    writeFileSync(join(dir, 'Uitslagen.csv'), uitslagen + games.map((l) => `${l}\n`).join(''));
    writeFileSync(join(dir, 'Afwezig.csv'), afwezig + bye);
    const r = await run('confirm', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Ronde 6 was maar voor een deel vastgelegd; aangevuld/);
    const sorted = (text: string) => text.split('\n').sort();
    expect(sorted(readFileSync(join(dir, 'Uitslagen.csv'), 'utf8'))).toEqual(
      sorted(readFileSync(join(full, 'Uitslagen.csv'), 'utf8')),
    );
    expect(sorted(readFileSync(join(dir, 'Afwezig.csv'), 'utf8'))).toEqual(
      sorted(readFileSync(join(full, 'Afwezig.csv'), 'utf8')),
    );
    expect((await run('confirm', dir)).stdout[0]).toBe('Ronde 6 was al vastgelegd; er is niets veranderd.');
  });
});

describe("confirm dates the round in Uitslagen's Datum column", () => {
  /** The club's Uitslagen with a Datum column (empty for the rounds before). */
  function datedClub(): string {
    const dir = csvClub();
    const rows = read(dir, 'Uitslagen').map((r, i) => [...r, i === 0 ? 'Datum' : '']);
    writeFileSync(join(dir, 'Uitslagen.csv'), toCsv(rows));
    return dir;
  }

  test('--date: every game of the round gets the day, and the published pages name it', async () => {
    const dir = datedClub();
    await run('pair', dir);
    expect((await run('confirm', dir, '--date', '4-12-2026')).code).toBe(0);
    const games = read(dir, 'Uitslagen').filter((row) => row[0] === '6');
    expect(new Set(games.map((g) => g[4]))).toEqual(new Set(['2026-12-04']));
    const site = join(dir, '..', 'site');
    // Round 6 has no result yet: the pages are as after round 5 (no day); with the results in, they name it.
    const u = read(dir, 'Uitslagen').map((r) => (r[0] === '6' ? [r[0], r[1], r[2], '1-0', r[4]] : r));
    writeFileSync(join(dir, 'Uitslagen.csv'), toCsv(u));
    expect((await run('publish', dir, '--out', site)).code).toBe(0);
    expect(readFileSync(join(site, 'index.html'), 'utf8')).toContain(
      'Laatste ronde: ronde 6, gespeeld op 4 december 2026.',
    );
  });

  test('without --date: today; a tab without a Datum column gets none; a wrong --date is refused, nothing written', async () => {
    const dir = datedClub();
    await run('pair', dir);
    const snap = snapshotFiles(dir);
    const bad = await run('confirm', dir, '--date', '31-2-2026');
    expect(bad.code).toBe(1);
    expect(bad.stderr.join('\n')).toContain('"31-2-2026" is geen datum');
    expect(snapshotFiles(dir)).toEqual(snap);
    const d = new Date();
    const today = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect((await run('confirm', dir)).code).toBe(0);
    const days = new Set(
      read(dir, 'Uitslagen')
        .filter((row) => row[0] === '6')
        .map((g) => g[4]),
    );
    expect(days.size).toBe(1);
    expect([...days][0]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect([today]).toContain([...days][0]);

    const plain = csvClub();
    await run('pair', plain);
    expect((await run('confirm', plain, '--date', '2026-12-04')).code).toBe(0);
    expect(read(plain, 'Uitslagen')[0]).toEqual(['Ronde', 'Wit', 'Zwart', 'Uitslag']);
  });
});
