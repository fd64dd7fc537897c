/** `competitieleider draw` and `tables` on a CSV folder and an .xlsx file, as an organiser runs them. */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsv, toCsv } from '../../src/cli/files/csv';
import { openWorkbook } from '../../src/cli/files/open';
import { EXAMPLES, snapshotFiles, tempDir } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

/** A games night: the example's Instellingen and Deelnemers, no results yet. */
function night(): string {
  const dir = join(tempDir(), 'avond');
  mkdirSync(dir);
  for (const f of ['Instellingen.csv', 'Deelnemers.csv']) cpSync(join(EXAMPLES, 'keezen-spelavond', f), join(dir, f));
  return dir;
}

const read = csvTab;

describe('competitieleider draw on a CSV folder', () => {
  test('writes Tafelindeling.csv, prints the tables and the seed; the typed files stay byte for byte', async () => {
    const dir = night();
    const before = snapshotFiles(dir);
    const r = await run('draw', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toMatch(/^Tafelindeling ronde 1: 4 tafels \(loting \d+\)\.$/);
    expect(r.stdout[1]).toBe('Tot en met deze ronde: 0 herhaalde partners, 0 herhaalde tegenstanders.');
    expect(r.stdout.join('\n')).toMatch(/Tafel {2}A/);
    const after = snapshotFiles(dir);
    for (const [file, bytes] of Object.entries(before)) expect(after[file]).toBe(bytes);
    const t = read(dir, 'Tafelindeling');
    expect(t[0]).toEqual(['Ronde', 'Tafel', 'Speler 1', 'Speler 2', 'Speler 3', 'Speler 4', 'Loting', 'Toelichting']);
    expect(t.slice(1).map((row) => row[0])).toEqual(['1', '1', '1', '1']);
  });

  test('--seed is used and shown; the same seed gives the same tables', async () => {
    const a = night();
    const b = night();
    await run('draw', a, '--seed', '4711');
    await run('draw', b, '--seed', '4711');
    expect(read(a, 'Tafelindeling')).toEqual(read(b, 'Tafelindeling'));
    expect(read(a, 'Tafelindeling')[1]![6]).toBe('4711');
  });

  test('round after round; --redraw redraws the last round with the next seed and leaves round 1 alone', async () => {
    const dir = night();
    await run('draw', dir);
    const r2 = await run('draw', dir);
    expect(r2.stdout[0]).toMatch(/^Tafelindeling ronde 2:/);
    const round1 = read(dir, 'Tafelindeling').filter((row) => row[0] === '1');
    const seed2 = Number(read(dir, 'Tafelindeling').find((row) => row[0] === '2')![6]);
    const again = await run('draw', dir, '--redraw');
    expect(again.code).toBe(0);
    expect(read(dir, 'Tafelindeling').filter((row) => row[0] === '1')).toEqual(round1);
    expect(Number(read(dir, 'Tafelindeling').find((row) => row[0] === '2')![6])).toBe(seed2 + 1);
  });

  test('--forms and --beamer write the printable forms and the beamer page; every name escaped', async () => {
    const dir = night();
    const rows = parseCsv(readFileSync(join(dir, 'Deelnemers.csv'), 'utf8'));
    rows[1]![1] = '<b>Bold</b> & co';
    writeFileSync(join(dir, 'Deelnemers.csv'), toCsv(rows));
    const forms = join(dir, '..', 'forms.html');
    const beamer = join(dir, '..', 'beamer.html');
    const r = await run('draw', dir, '--forms', forms, '--beamer', beamer);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`→ ${forms}`);
    const f = readFileSync(forms, 'utf8');
    const b = readFileSync(beamer, 'utf8');
    expect(f.match(/<section class="form">/g)).toHaveLength(4);
    for (const page of [f, b]) {
      expect(page).toMatch(/^<!doctype html>/i);
      expect(page).not.toContain('<b>Bold</b>');
      expect(page).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; co');
    }
  });

  test('tables shows a drawn round: the beamer tab, the pages; no new round', async () => {
    const dir = night();
    await run('draw', dir);
    const snap = read(dir, 'Tafelindeling');
    const forms = join(dir, '..', 'f.html');
    const r = await run('tables', dir, '--forms', forms);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toBe('Tafelindeling ronde 1 groot getoond op het tabblad Tafelindeling beamer.');
    expect(read(dir, 'Tafelindeling')).toEqual(snap);
    expect(read(dir, 'Tafelindeling beamer')[0]![0]).toBe('Tafelindeling ronde 1');
    expect(readFileSync(forms, 'utf8')).toContain('Scoreformulier');
  });

  test('a problem: exit 1, the reason with its place, nothing written', async () => {
    const dir = night();
    await run('draw', dir);
    const rows = read(dir, 'Tafelindeling');
    rows[1]![2] = 'Niemand';
    writeFileSync(join(dir, 'Tafelindeling.csv'), toCsv(rows));
    const snap = snapshotFiles(dir);
    const r = await run('draw', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain('Tafelindeling!C2: "Niemand" staat niet in Deelnemers');
    expect(snapshotFiles(dir)).toEqual(snap);
  });

  test('a table cell that is neither a number nor vrij says both are allowed, at its place', async () => {
    const dir = night();
    await run('draw', dir);
    const rows = read(dir, 'Tafelindeling');
    const col = rows[0]!.indexOf('Tafel');
    rows[1]![col] = 'vier';
    writeFileSync(join(dir, 'Tafelindeling.csv'), toCsv(rows));
    const snap = snapshotFiles(dir);
    const r = await run('draw', dir);
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain(
      `Tafelindeling!${String.fromCharCode(65 + col)}2: "vier" is geen tafelnummer en ook niet vrij`,
    );
    expect(snapshotFiles(dir)).toEqual(snap);
  });
});

describe('competitieleider draw on an .xlsx workbook', () => {
  test('the NK example after round 4: --round 5 is refused (4 rounds); a fresh copy without results and tables draws round 1', async () => {
    const file = join(tempDir(), 'nk.xlsx');
    cpSync(join(EXAMPLES, 'keezen-nk4tegen4.xlsx'), file);
    const r = await run('draw', file, '--round', '5');
    expect(r.code).toBe(1);
    expect(r.stderr.join('\n')).toContain('ronde 5 bestaat niet: er zijn 4 ronden per avond');

    const wb = await openWorkbook(file);
    const fresh = join(tempDir(), 'fresh.xlsx');
    wb.write({ name: 'Uitslagen', rows: [wb.read('Uitslagen')![0]!] });
    wb.write({ name: 'Tafelindeling', rows: [] });
    await wb.save(fresh);
    const d = await run('draw', fresh);
    expect(d.code).toBe(0);
    expect(d.stdout[0]).toMatch(/^Tafelindeling ronde 1: 8 tafels \(loting \d+\)\.$/);
    const out = await openWorkbook(fresh);
    expect(out.read('Tafelindeling')![0]).toEqual(['Ronde', 'Tafel', 'Team A', 'Team B', 'Loting', 'Toelichting']);
    expect(out.read('Tafelindeling')!.length).toBe(9);
  });
});

describe('competitieleider record (Ronde vastleggen) on a CSV folder', () => {
  test('appends the round to Uitslagen.csv; a second run changes nothing; a games night gets the players', async () => {
    const dir = night();
    writeFileSync(
      join(dir, 'Uitslagen.csv'),
      'Ronde,Tafel,Speler A1,Speler A2,Speler B1,Speler B2,Binnen A1,Binnen A2,Binnen B1,Binnen B2,Uitgespeeld,Winnaar\n',
    );
    await run('draw', dir);
    const r = await run('record', dir);
    expect(r.code).toBe(0);
    expect(r.stdout[0]).toBe('Vastgelegd, ronde 1: 4 uitslagrijen in Uitslagen klaargezet om in te vullen.');
    const drawn = read(dir, 'Tafelindeling').slice(1);
    const rows = read(dir, 'Uitslagen').slice(1);
    expect(rows.map((row) => row.slice(0, 6))).toEqual(drawn.map((row) => row.slice(0, 6)));
    const before = snapshotFiles(dir);
    const again = await run('record', dir);
    expect(again.stdout[0]).toBe('Vastleggen: ronde 1 staat al in Uitslagen; er is niets veranderd.');
    expect(snapshotFiles(dir)).toEqual(before);
  });

  test('a round edited into a repeat of partners: refused with the findings and the question, written with --yes', async () => {
    const dir = night();
    writeFileSync(
      join(dir, 'Uitslagen.csv'),
      'Ronde,Tafel,Speler A1,Speler A2,Speler B1,Speler B2,Binnen A1,Binnen A2,Binnen B1,Binnen B2,Uitgespeeld,Winnaar\n',
    );
    await run('draw', dir);
    await run('draw', dir);
    // Round 2's table 1 made the same as round 1's table 1.
    const t = read(dir, 'Tafelindeling');
    const r1 = t.filter((row) => row[0] === '1');
    const r2 = t.filter((row) => row[0] === '2');
    const names = new Set(r1[0]!.slice(2, 6));
    // Swap the four into round 2's table 1 (and the ones there into their places), so the partners repeat.
    const edited = t.map((row) => [...row]);
    const at = (name: string) =>
      edited.findIndex((row, i) => i > 0 && row[0] === '2' && row.slice(2, 6).includes(name));
    for (const [k, name] of r1[0]!.slice(2, 6).map(String).entries()) {
      const i = at(name);
      const j = edited.findIndex((row) => row[0] === '2' && row[1] === '1');
      const col = edited[i]!.indexOf(name);
      const there = edited[j]![2 + k]!;
      edited[i]![col] = there;
      edited[j]![2 + k] = name;
    }
    writeFileSync(join(dir, 'Tafelindeling.csv'), toCsv(edited));
    expect(new Set(edited.find((row) => row[0] === '2' && row[1] === '1')!.slice(2, 6))).toEqual(names);
    expect(r2.length).toBeGreaterThan(0);
    const before = snapshotFiles(dir);
    const refused = await run('record', dir);
    expect(refused.code).toBe(1);
    expect(refused.stderr.join('\n')).toMatch(/zijn voor de 2e keer maten \(tafel 1\)/);
    expect(refused.stderr.at(-1)).toMatch(/^Toch ronde 2 vastleggen zoals hij in Tafelindeling staat\?/);
    expect(snapshotFiles(dir)).toEqual(before);
    const yes = await run('record', dir, '--yes');
    expect(yes.code).toBe(0);
    expect(
      read(dir, 'Uitslagen')
        .slice(1)
        .filter((row) => row[0] === '2'),
    ).toHaveLength(4);
  });
});
