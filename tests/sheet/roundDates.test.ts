import type { Cell } from '../../src/core/cell';
import { formatProblem, isInputError } from '../../src/core/problems';
import { buildSite } from '../../src/actions/publish';
import { keezenSiteOf } from '../../src/actions/keezenSite';
import { open } from '../../src/sheet/open';
import { dayKey } from '../../src/sheet/roundDates';
import { MemoryWorkbook } from '../../src/workbook/memory';
import { join } from 'node:path';
import { csvTab } from '../support/cli';

const PLAYERS: Cell[][] = [['Naam'], ['Anna'], ['Bram'], ['Cees'], ['Dirk']];

function results(dates: Cell[], header = 'Datum'): Cell[][] {
  return [
    ['Ronde', 'Wit', 'Zwart', 'Uitslag', header],
    [1, 'Anna', 'Bram', '1-0', dates[0]],
    [1, 'Cees', 'Dirk', '0-1', dates[1]],
    [2, 'Anna', 'Dirk', '½-½', dates[2]],
    [2, 'Bram', 'Cees', '1-0', dates[3]],
  ];
}

function errorsOf(tabs: Record<string, Cell[][]>): string[] {
  try {
    open(new MemoryWorkbook(tabs), 'keizer');
    return [];
  } catch (e) {
    if (!isInputError(e)) throw e;
    return e.errors.map((p) => formatProblem(p, 'nl'));
  }
}

describe("a round's day: the optional Datum column of Uitslagen", () => {
  test('a date cell, an ISO date and a Dutch day-month-year are read as the day; one row of a round is enough', () => {
    const opened = open(
      new MemoryWorkbook({
        Spelers: PLAYERS,
        Uitslagen: results([new Date(2026, 11, 4), '', '2026-12-11', '11-12-2026']),
      }),
      'keizer',
    );
    expect(opened.roundDates.get(dayKey({ evening: 0, round: 1 }))).toBe('2026-12-04');
    expect(opened.roundDates.get(dayKey({ evening: 0, round: 2 }))).toBe('2026-12-11');
    expect(opened.problems.warnings).toEqual([]);
  });

  test('text that is no day is refused at its cell: 31 February, a number, words, day-month in an English tab', () => {
    expect(errorsOf({ Spelers: PLAYERS, Uitslagen: results(['31-2-2026', 45000, 'dinsdag', '']) })).toEqual([
      'Uitslagen!E2: "31-2-2026" is geen datum; typ bijv. 4-12-2026 of 2026-12-04',
      'Uitslagen!E3: "45000" is geen datum; typ bijv. 4-12-2026 of 2026-12-04',
      'Uitslagen!E4: "dinsdag" is geen datum; typ bijv. 4-12-2026 of 2026-12-04',
    ]);
    const english = {
      Players: [['Name'], ['Anna'], ['Bram'], ['Cees'], ['Dirk']],
      Results: results(['4/12/2026', '', '', ''], 'Date').map((r, i) =>
        i === 0 ? ['Round', 'White', 'Black', 'Result', 'Date'] : r,
      ),
    };
    expect(errorsOf(english)).toEqual(['Results!E2: "4/12/2026" is geen datum; typ bijv. 2026-12-04']);
  });

  test('another day on a later row of the same round is a warning there; the first counts', () => {
    const opened = open(
      new MemoryWorkbook({ Spelers: PLAYERS, Uitslagen: results(['4-12-2026', '5-12-2026', '', '']) }),
      'keizer',
    );
    expect(opened.roundDates.get('0:1')).toBe('2026-12-04');
    expect(opened.problems.warnings.map((p) => formatProblem(p, 'nl'))).toEqual([
      'Uitslagen!E3: ronde 1 heeft al de datum 2026-12-04 (Uitslagen!2); de eerste telt',
    ]);
  });

  test('the Keizer pages name the day of the last round counted, in the language of the pages', () => {
    const wb = new MemoryWorkbook({ Spelers: PLAYERS, Uitslagen: results(['', '', '11-12-2026', '']) });
    const nl = buildSite(wb, { title: 'Club' }).pages.find((p) => p.file === 'index.html')!.html;
    expect(nl).toContain('Laatste ronde: ronde 2, gespeeld op 11 december 2026.');
    const en = buildSite(wb, { title: 'Club', lang: 'en' }).pages.find((p) => p.file === 'index.html')!.html;
    expect(en).toContain('Last round: round 2, played on 11 December 2026.');
    // Without a Datum column the pages stay as they were: the title names the round.
    const plain = buildSite(
      new MemoryWorkbook({ Spelers: PLAYERS, Uitslagen: results(['', '', '', '']).map((r) => r.slice(0, 4)) }),
      {
        title: 'Club',
      },
    );
    expect(plain.pages[0]!.html).not.toContain('Laatste ronde');
  });

  test('Keezen: the day of an evening in Uitslagen shows on the standings and on that evening', () => {
    const dir = join(__dirname, '..', '..', 'examples', 'keezen-buurtcompetitie');
    const tabs: Record<string, Cell[][]> = {};
    for (const tab of ['Instellingen', 'Deelnemers', 'Tafelindeling', 'Uitslagen']) tabs[tab] = csvTab(dir, tab);
    const u = tabs.Uitslagen!;
    u[0]!.push('Datum');
    // Evening 5 (the last), its first row only.
    const row = u.findIndex((r, i) => (i > 0 && r[0] === 5) || r[0] === '5');
    u[row]!.push('8-5-2026');
    const site = keezenSiteOf(open(new MemoryWorkbook(tabs), 'keezen'), { title: 'Buurt' });
    const index = site.pages.find((p) => p.file === 'index.html')!.html;
    expect(index).toContain('Laatste ronde: avond 5, ronde 3, gespeeld op 8 mei 2026.');
    const evenings = site.pages.find((p) => p.file === 'evenings.html')!.html;
    expect(evenings).toMatch(/Avond 5: eindstand<\/h2><p class="note">gespeeld op 8 mei 2026<\/p>/);
  });
});
