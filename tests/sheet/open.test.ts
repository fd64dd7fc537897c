import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Problem, Problems, formatProblem } from '../../src/core/problems';
import { msg, render } from '../../src/i18n';
import { open } from '../../src/sheet/open';
import { MemoryWorkbook } from '../../src/workbook/memory';
import type { Cell } from '../../src/core/cell';
import { outcomeOf, runEntry } from '../support/entries';

function tabs(extraPlayers: Cell[][] = [], results: Cell[][] = [], absences: Cell[][] = []): Record<string, Cell[][]> {
  return {
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
      ['rounds', 10],
    ],
    Spelers: [
      ['Naam', 'Rating', 'Actief', 'Vanaf ronde'],
      ['Anna', 1900, 'ja', ''],
      ['Bram', 1800, 'ja', ''],
      ['Cees', 1700, 'ja', ''],
      ['Dirk', 1600, 'ja', ''],
      ...extraPlayers,
    ],
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, 'Anna', 'Bram', '1-0'],
      [1, 'Cees', 'Dirk', '0-1'],
      ...results,
    ],
    Afwezig: [['Ronde', 'Naam', 'Reden'], ...absences],
  };
}

const warnings = (t: Record<string, Cell[][]>) =>
  open(new MemoryWorkbook(t), 'keizerStandings').problems.warnings.map((w) => formatProblem(w, 'nl'));

describe('the standings warn of the silent zeros, each at its cell', () => {
  test('a present player without a game or an absence in a round with results', () => {
    expect(warnings(tabs([], [[2, 'Anna', 'Cees', '1-0']], [[2, 'Bram', 'afgemeld']]))).toEqual([
      'Spelers!A5: Dirk staat in ronde 2 niet in Uitslagen en niet in Afwezig en krijgt daarvoor 0 punten; vul de partij of de afwezigheid in (of Actief = nee als hij gestopt is)',
    ]);
  });

  test('a player added after round 1 without Vanaf ronde, with what it changes (top value 8 instead of 6)', () => {
    const w = warnings(
      tabs(
        [['Eva', 1500, 'ja', '']],
        [
          [2, 'Anna', 'Eva', '1-0'],
          [2, 'Bram', 'Cees', '1-0'],
        ],
        [[2, 'Dirk', 'afgemeld']],
      ),
    );
    expect(w).toEqual([
      'Spelers!A6: Eva speelt pas vanaf ronde 2, maar Vanaf ronde is leeg: hij telt mee vanaf ronde 1 (topwaarde 8 in plaats van 6; elke gespeelde ronde opnieuw geprijsd); vul Vanaf ronde = 2 in als hij later is begonnen',
    ]);
    expect(
      warnings(
        tabs(
          [['Eva', 1500, 'ja', 2]],
          [
            [2, 'Anna', 'Eva', '1-0'],
            [2, 'Bram', 'Cees', '1-0'],
          ],
          [[2, 'Dirk', 'afgemeld']],
        ),
      ),
    ).toEqual([]);
  });

  test('a second bye typed into Afwezig (Zwarte Dame A.10), at its Reden cell', () => {
    const w = warnings(
      tabs(
        [['Eva', 1500, 'ja', '']],
        [
          [2, 'Anna', 'Bram', '1-0'],
          [2, 'Cees', 'Dirk', '1-0'],
        ],
        [
          [1, 'Eva', 'oneven'],
          [2, 'Eva', 'oneven'],
        ],
      ),
    );
    expect(w).toEqual([
      'Afwezig!C3: Eva is in ronde 2 voor de 2e keer oneven (eerst in ronde 1); het reglement staat 1 oneven per competitie toe (Zwarte Dame A.10), toch telt deze als oneven',
    ]);
  });
});

describe('Zwarte Dame regulations, A.9: 100 % of the own value only for the one player not paired in an odd round', () => {
  /** Round 2: 2 games and byes for Eva and Frits, 6 players: an even round with two byes. */
  const evenRound = () =>
    tabs(
      [
        ['Eva', 1500, 'ja', ''],
        ['Frits', 1400, 'ja', ''],
      ],
      [
        [2, 'Anna', 'Bram', '1-0'],
        [2, 'Cees', 'Dirk', '1-0'],
      ],
      [
        [1, 'Eva', 'afgemeld'],
        [1, 'Frits', 'afgemeld'],
        [2, 'Eva', 'oneven'],
        [2, 'Frits', 'oneven'],
      ],
    );
  const NOTE =
    'Afwezig!C5: Frits is in ronde 2 oneven, maar Eva is dat in die ronde al: 100 % van de eigen waarde is er alleen voor de ene speler die bij een oneven aantal spelers niet wordt ingedeeld (Zwarte Dame A.9); toch telt deze als oneven; maak er een afmelding van (of een partij) als hij niet de oneven was';

  test("two byes typed into Afwezig in an even round (6 players, 4 playing): a note at the second one's Reden cell, in Dutch and English; the score stays", () => {
    expect(warnings(evenRound())).toEqual([NOTE]);
    const opened = open(new MemoryWorkbook(evenRound()), 'keizerStandings');
    expect(opened.problems.warnings.map((w) => formatProblem(w, 'en'))).toEqual([
      'Afwezig!C5: Frits has a bye in round 2, but Eva already has the bye of that round: 100 % of the own value is only for the one player left unpaired when the number of players is odd (Zwarte Dame A.9); it still scores as a bye; make it an absence (or a game) if he was not the bye',
    ]);
    // Both byes score 100 % of the own value (d.2: the leader decides; nothing is changed).
    const rows = opened.standings.rows.filter((r) =>
      ['Eva', 'Frits'].includes(opened.competition.players[r.player]!.name),
    );
    expect(rows.map((r) => r.byes)).toEqual([1, 1]);
  });

  test('said wherever the tabs are read: the standings, the pairing of the next round, its confirmation', () => {
    const wb = new MemoryWorkbook(evenRound());
    const said = (id: string) => outcomeOf(wb, id).warnings.map((w) => formatProblem(w, 'nl'));
    expect(said('updateStandings')).toContain(NOTE);
    expect(said('makePairing')).toContain(NOTE);
    runEntry(wb, 'makePairing');
    expect(said('confirmRound')).toContain(NOTE);
  });

  test('one bye in a round (its number of players odd) says nothing; a penalty bye beside it is no second bye', () => {
    const t = evenRound();
    t.Afwezig![4] = [2, 'Frits', 'straf-oneven'];
    expect(warnings(t)).toEqual([]);
  });
});

describe('a Keizer-only action on a Keezen workbook', () => {
  test('says that it is for Keizer and what there is for Keezen, never "unknown type"', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
      ],
    });
    let message = '';
    try {
      open(wb, 'keizer');
    } catch (e) {
      message = formatProblem((e as { errors: Parameters<typeof formatProblem>[0][] }).errors[0]!, 'nl');
    }
    expect(message).toMatch(/^Instellingen: dit is er alleen voor een Keizer-competitie, en deze is Keezen/);
    expect(message).not.toContain('onbekend');
  });
});

describe('the one front door', () => {
  test('no module of src but the front door makes a cached reader (or asks whether it has one)', () => {
    const root = join(__dirname, '..', '..', 'src');
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
        d.isDirectory() ? files(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
      );
    const makers = files(root)
      .filter((f) => /new CachedReader|instanceof CachedReader/.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f).split(sep).join('/'));
    expect(makers).toEqual(['sheet/open.ts']);
  });

  test('a reader opened already is read through as it is: a second opening reads no tab again', () => {
    const wb = new MemoryWorkbook(tabs());
    const reads: string[] = [];
    const counting = { tabNames: () => wb.tabNames(), read: (t: string) => (reads.push(t), wb.read(t)) };
    const first = open(counting, 'keizer');
    const second = open(first.reader, 'keizerStandings');
    expect(second.reader).toBe(first.reader);
    expect(second.problems).not.toBe(first.problems);
    expect(reads.filter((t, i) => reads.indexOf(t) !== i)).toEqual([]);
  });

  test('keezenAsIs hands the problems back instead of throwing (the organiser sidebar)', () => {
    const opened = open(
      new MemoryWorkbook({
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['type', 'keezen'],
          ['variant', 'spelavond'],
        ],
      }),
      'keezenAsIs',
    );
    expect(opened.problems.errors.map((p) => formatProblem(p, 'nl'))).toEqual(['tabblad "Deelnemers" ontbreekt']);
    expect(opened.competition.entrants).toEqual([]);
  });

  test('front adds to the problem list it is given (a file brought in reports its own problems first)', () => {
    const given = new Problems();
    given.warning({ tab: 'TRF-bestand', row: 3 }, msg('importSettingsKept', 'x'));
    const opened = open(
      new MemoryWorkbook({
        Instellingen: [
          ['Instelling', 'Waarde'],
          ['type', 'schaakje'],
        ],
      }),
      'front',
      { problems: given },
    );
    expect(opened.problems).toBe(given);
    expect(given.list.map((p) => p.place?.tab)).toEqual(['TRF-bestand', 'Instellingen']);
    expect(opened.settingsTab.type).toBe('keizer');
  });
});

describe('no tab silently missing: a tab under a near name is a located error with "did you mean"', () => {
  const errors = (t: Record<string, Cell[][]>, need: 'keizerStandings' | 'keizerAsIs' | 'keezen' | 'keezenDraw') => {
    try {
      const opened = open(new MemoryWorkbook(t), need);
      return opened.problems.errors.map((p) => formatProblem(p, 'nl'));
    } catch (e) {
      return (e as { errors: Problem[] }).errors.map((p) => formatProblem(p, 'nl'));
    }
  };
  const renamed = (t: Record<string, Cell[][]>, from: string, to: string) => {
    const { [from]: rows, ...rest } = t;
    return { ...rest, [to]: rows! };
  };

  test.each([
    ['Uitslagen', 'Uitslagen 2025'],
    ['Uitslagen', 'Uitslag'],
    ['Uitslagen', 'Results 2024-2025'],
    ['Afwezig', 'Afwezigheden'],
    ['Afwezig', 'Absence'],
  ])('Keizer: %s as "%s"', (tab, near) => {
    const expected = `${near}: tabblad "${tab}" ontbreekt; bedoelde u "${near}"? Geef het tabblad de naam "${tab}" (zonder dat tabblad leest de competitie het niet)`;
    expect(errors(renamed(tabs(), tab, near), 'keizerStandings')).toEqual([expected]);
    // The sidebar's reading reports it too (never thrown there).
    expect(errors(renamed(tabs(), tab, near), 'keizerAsIs')).toEqual([expected]);
  });

  test('another case is the tab itself, not a near name', () => {
    expect(errors(renamed(tabs(), 'Uitslagen', 'UITSLAGEN'), 'keizerStandings')).toEqual([]);
  });

  test('a tab of the contract under its own name is never taken for another (Live ranglijst is no Ranglijst)', () => {
    const t = { ...renamed(tabs(), 'Afwezig', 'Live ranglijst'), Indeling: [['Bord']] };
    expect(errors(t, 'keizerStandings')).toEqual([]);
  });

  const keezen = (): Record<string, Cell[][]> => ({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keezen'],
      ['variant', 'nk4tegen4'],
    ],
    Deelnemers: [
      ['Nr', 'Naam'],
      [1, 'De Pionnen'],
      [2, 'Thuis'],
    ],
    Uitslagen: [['Ronde', 'Tafel', 'Team']],
  });

  test.each(['keezen', 'keezenDraw'] as const)('Keezen (%s): Uitslagen as "Uitslagen 2025"', (need) => {
    expect(errors(renamed(keezen(), 'Uitslagen', 'Uitslagen 2025'), need)).toEqual([
      'Uitslagen 2025: tabblad "Uitslagen" ontbreekt; bedoelde u "Uitslagen 2025"? Geef het tabblad de naam "Uitslagen" (zonder dat tabblad leest de competitie het niet)',
    ]);
  });
});

describe('a Keezen event without any score form says so in the first line of standings', () => {
  test('an Uitslagen with its header only: "Nieuw seizoen: nog geen uitslagen." first', () => {
    const wb = new MemoryWorkbook({
      Instellingen: [
        ['Instelling', 'Waarde'],
        ['type', 'keezen'],
        ['variant', 'nk4tegen4'],
      ],
      Deelnemers: [
        ['Nr', 'Naam'],
        [1, 'De Pionnen'],
        [2, 'Thuis'],
      ],
      Uitslagen: [['Ronde', 'Tafel', 'Team A', 'Team B', 'Binnen A', 'Binnen B']],
    });
    const summary = outcomeOf(wb, 'updateStandings').summary.map((m) => render(m, 'nl'));
    expect(summary[0]).toBe('Nieuw seizoen: nog geen uitslagen.');
    expect(render(outcomeOf(wb, 'updateStandings').summary[0]!, 'en')).toBe('New season: no results yet.');
  });
});
