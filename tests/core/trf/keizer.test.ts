/**
 * The TRF as a rating officer's reader sees it: "Lastname, Firstname" with the
 * name as typed coming back on import, the KNSB relatienummer in TRF-2026's
 * national record, no control character in any field, and Latin-1 for an
 * older program with every column counted in its bytes.
 */
import { TrfExport, importSeason } from '../../../src/actions/exchange';
import { InputError, Problems } from '../../../src/core/problems';
import { trfToSeason } from '../../../src/core/trf/keizer';
import { parseTrf } from '../../../src/core/trf/trf';
import { MemoryWorkbook } from '../../../src/workbook/memory';
import { applyChanges } from '../../../src/workbook/workbook';
import { readSpecPlayers, specRecords } from '../../support/trfSpec';
import { readTextFile } from '../../../src/cli/commands/exchange';
import { join } from 'node:path';
import { confirmOf, outcomeOf } from '../../support/entries';
import { optionValues } from '../../../src/actions/request';
import type { WorkbookReader } from '../../../src/workbook/workbook';

/** The entry's TRF of `wb` with the command line's options (`title`, `city`, `encoding`, ...), nothing written. */
const exportTrf = (wb: WorkbookReader, given: Readonly<Record<string, string>> = {}): TrfExport =>
  outcomeOf(wb, 'trfExport', { options: optionValues(given) }) as TrfExport;

/** Four players with the names a Dutch club types, ids, and two rounds. */
function club(names = ['Jan van den Berg', 'Zoë de Vries', 'Łukasz Nowak', "Erwin l'Ami"]): MemoryWorkbook {
  return new MemoryWorkbook({
    Instellingen: [
      ['Instelling', 'Waarde'],
      ['type', 'keizer'],
      ['rounds', 5],
    ],
    Spelers: [
      ['Naam', 'Rating', 'FIDE-id', 'KNSB-id'],
      [names[0]!, 1850, '', 7012345],
      [names[1]!, 1720, 1034567, 8123456],
      [names[2]!, 1650, '', ''],
      [names[3]!, 2600, 1006919, 'K-17'],
    ],
    Uitslagen: [
      ['Ronde', 'Wit', 'Zwart', 'Uitslag'],
      [1, names[0]!, names[1]!, '1-0'],
      [1, names[2]!, names[3]!, '½-½'],
      [2, names[3]!, names[0]!, '0-1'],
      [2, names[1]!, names[2]!, '0-1'],
    ],
  });
}

/** Reads a file back into an empty workbook; the season and the problems. */
function importText(text: string) {
  const problems = new Problems();
  const season = trfToSeason(parseTrf(text, 'x.trf', problems), 'x.trf', problems);
  return { season, problems };
}

describe('TRF export for the rating officer', () => {
  test('names are "Lastname, Firstname" with tussenvoegsels after the given name, as the KNSB writes them', () => {
    const out = exportTrf(club());
    expect(readSpecPlayers(out.text).map((p) => p.name)).toEqual([
      'Berg, Jan van den',
      'Vries, Zoë de',
      'Nowak, Łukasz',
      "Ami, Erwin l'",
    ]);
  });

  test('import gives back the names as typed (from the comment lines)', () => {
    const { season, problems } = importText(exportTrf(club()).text);
    expect(problems.errors).toEqual([]);
    expect(season.players.map((p) => p.name)).toEqual([
      'Jan van den Berg',
      'Zoë de Vries',
      'Łukasz Nowak',
      "Erwin l'Ami",
    ]);
  });

  test('the KNSB relatienummer is the national number (columns 58–68) of a NED record; the FIDE id stays in the 001 line', () => {
    const text = exportTrf(club()).text;
    const lines = text.split('\r\n');
    const ned = lines.filter((l) => l.startsWith('NED '));
    expect(ned.map((l) => [l.slice(4, 8), l.slice(48, 52), l.slice(57, 68)])).toEqual([
      ['   1', '1850', '    7012345'],
      ['   2', '1720', '    8123456'],
    ]);
    expect(specRecords(text, '172')).toEqual(['NED OTHER']);
    expect(readSpecPlayers(text).map((p) => p.fideId.trim())).toEqual(['', '1034567', '', '1006919']);
    // A relatienummer that is no number has no field: it travels in the comment line.
    expect(specRecords(text, '###')).toContain('speler 4 knsb=K-17');
    const { season } = importText(text);
    expect(season.players.map((p) => p.knsbId)).toEqual(['7012345', '8123456', undefined, 'K-17']);
  });

  test('a typed name that fits the 33 columns but not with its comma is cut in the field and comes back whole', () => {
    const long = 'Gijsbertus Johannes Maria Gansens';
    expect(long).toHaveLength(33);
    const text = exportTrf(club(['Jan van den Berg', 'Zoë de Vries', long, "Erwin l'Ami"])).text;
    expect(readSpecPlayers(text)[2]!.name).toBe('Gansens, Gijsbertus Johannes Mari');
    expect(importText(text).season.players[2]!.name).toBe(long);
  });

  test('no line break or other control character of a name or a header reaches a field', () => {
    const out = exportTrf(club(['Jan van\nden Berg', 'Zoë\tde Vries', 'Łukasz\u0007Nowak', "Erwin l'Ami"]), {
      title: 'Club\r\ncompetitie',
      city: 'Utrecht\u000b',
    });
    expect(out.text.split('\r\n').every((l) => !/[\p{Cc}]/u.test(l))).toBe(true);
    expect(specRecords(out.text, '012')).toEqual(['Club competitie']);
    expect(specRecords(out.text, '022')).toEqual(['Utrecht']);
    expect(readSpecPlayers(out.text).map((p) => p.name)).toEqual([
      'Berg, Jan van den',
      'Vries, Zoë de',
      'Nowak, Łukasz',
      "Ami, Erwin l'",
    ]);
  });

  test('Latin-1: one byte a character, columns counted in bytes, each character outside Latin-1 named with what stands in its place', () => {
    const out = exportTrf(club(), { encoding: 'latin1' });
    const bytes = out.bytes();
    // Read as an ANSI program reads it: byte by byte.
    const text = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
    const players = readSpecPlayers(text);
    expect(players.map((p) => p.name)).toEqual([
      'Berg, Jan van den',
      'Vries, Zoë de',
      'Nowak, Lukasz',
      "Ami, Erwin l'",
    ]);
    expect(players.map((p) => p.rating)).toEqual(['1850', '1720', '1650', '2600']);
    expect(players.map((p) => p.rounds[1]!.opponent)).toEqual(['   4', '   3', '   2', '   1']);
    // ë is one byte in Latin-1 (0xEB), not the two of UTF-8.
    expect(bytes.includes(0xeb)).toBe(true);
    expect(bytes.includes(0xc3)).toBe(false);
    expect(out.warnings.map((w) => [w.place, w.message.key as string, w.message.args as unknown])).toEqual([
      [{ tab: 'Spelers', row: 4, col: 1 }, 'trfNotLatin1', ['Łukasz Nowak', 'Ł', 'L']],
    ]);
    // The typed name comes back whole: the comment line is plain ASCII.
    const { season } = importText(text);
    expect(season.players[2]!.name).toBe('Łukasz Nowak');
  });

  test('a character with no Latin-1 letter under its accent is written as "?"', () => {
    const out = exportTrf(club(['Jan van den Berg', 'Zoë de Vries', 'Ли Вей', "Erwin l'Ami"]), { encoding: 'latin1' });
    expect(readSpecPlayers(out.text)[2]!.name).toBe('???, ??');
    expect(out.warnings.filter((w) => w.message.key === 'trfNotLatin1')).toHaveLength(5);
  });

  test('UTF-8 stays the default and counts characters', () => {
    const out = exportTrf(club());
    expect(out.encoding).toBe('utf8');
    expect(new TextDecoder().decode(out.bytes())).toBe(out.text);
  });

  test('an unknown character set is refused by name', () => {
    expect(() => exportTrf(club(), { encoding: 'ebcdic' })).toThrow(InputError);
  });
});

describe('TRF import of what others write', () => {
  test('a round paired and not played yet becomes the Indeling, ready to record', () => {
    const text = [
      '012 Clubavond',
      '142 5',
      '001    1      Berg, Jan van den                 1850                             1.0    1     2 w 1     3 b  ',
      '001    2      Vries, Zoe de                     1720                             0.0    3     1 b 0  0000 - U',
      '001    3      Nowak, Lukasz                     1650                             0.5    2     4 w =     1 w  ',
      "001    4      Ami, Erwin l'                     2600                             0.5    2     3 b =  0000 - H",
      '',
    ].join('\r\n');
    const { season, problems } = importText(text);
    expect(problems.errors).toEqual([]);
    expect(season.games.map((g) => [g.round, g.white, g.black, g.result])).toEqual([
      [1, 0, 1, '1-0'],
      [1, 2, 3, '½-½'],
    ]);
    expect(season.pairing).toEqual({ round: 2, boards: [{ white: 2, black: 0 }], byes: [1] });
    expect(season.absences).toEqual([{ round: 2, player: 3, reason: 'excused' }]);
    const target = new MemoryWorkbook();
    const outcome = importSeason(target, season, problems, 'nl');
    applyChanges(target, outcome.changes);
    const trimmed = target.read('Indeling')!.map((r) => {
      const row = [...r];
      while (row.length > 0 && row[row.length - 1] === '') row.pop();
      return row;
    });
    expect(trimmed).toEqual([
      ['Indeling ronde 2 van 5'],
      ['Ronde', 2],
      [],
      ['Bord', 'Wit', 'Zwart', 'Toelichting'],
      [1, 'Nowak, Lukasz', 'Berg, Jan van den'],
      ['oneven', 'Vries, Zoe de'],
    ]);
    expect(outcome.warnings.map((w) => w.message.key)).toContain('trfRoundPaired');
    // Ronde vastleggen records it as if it had been paired here.
    const confirmed = confirmOf(target);
    expect(confirmed.asking).toBeUndefined();
    applyChanges(target, confirmed.changes);
    expect(
      target
        .read('Uitslagen')!
        .slice(-1)
        .map((r) => r.slice(0, 4)),
    ).toEqual([[2, 'Nowak, Lukasz', 'Berg, Jan van den', '']]);
    expect(
      target
        .read('Afwezig')!
        .slice(-2)
        .map((r) => r.slice(0, 3)),
    ).toEqual([
      [2, "Ami, Erwin l'", 'afgemeld'],
      [2, 'Vries, Zoe de', 'oneven'],
    ]);
  });
});

/** A fixture of tests/fixtures/trf, read as import-trf reads a file (UTF-8, else Latin-1). */
const fixture = (name: string) => readTextFile(join(__dirname, '../../fixtures/trf', name));

describe('files as other programs write them (tests/fixtures/trf, written by hand from the specifications)', () => {
  test('a game without a result in a round that has results is taken over without one, and named', () => {
    const text = [
      '001    1      Berg, Jan van den                 1850                             1.0    1     2 w 1     3 b  ',
      '001    2      Vries, Zoe de                     1720                             0.0    3     1 b 0     4 w 1',
      '001    3      Nowak, Lukasz                     1650                             0.5    2     4 w =     1 w  ',
      "001    4      Ami, Erwin l'                     2600                             0.5    2     3 b =     2 b 0",
      '',
    ].join('\r\n');
    const { season, problems } = importText(text);
    expect(problems.errors).toEqual([]);
    expect(season.pairing).toBeUndefined();
    expect(season.games.filter((g) => g.round === 2).map((g) => [g.white, g.black, g.result])).toEqual([
      [2, 0, undefined],
      [1, 3, '1-0'],
    ]);
    expect(problems.warnings.map((w) => [w.message.key as string, w.message.args as unknown])).toContainEqual([
      'trfGameUnplayed',
      [2, 'Nowak, Lukasz', 'Berg, Jan van den'],
    ]);
  });

  test('TRF-2026 in the middle of a tournament: 142 is the season length, NED records the KNSB ids, the round paired with * the Indeling', () => {
    // The fixture itself is laid out as the specification says (the independent reader checks every column).
    expect(readSpecPlayers(fixture('trf2026-itdx.trf'))).toHaveLength(6);
    const { season, problems } = importText(fixture('trf2026-itdx.trf'));
    expect(problems.errors).toEqual([]);
    // 142 says how long the season is: no warning that it was assumed.
    expect(problems.warnings.map((w) => w.message.key)).toEqual(['trfRoundPaired']);
    expect(season.rounds).toBe(7);
    expect(season.players.map((p) => [p.name, p.rating, p.fideId, p.knsbId])).toEqual([
      ['Berg, Jan van den', 2012, '1012345', '7012345'],
      ['Vries, Zoë de', 1985, '1023456', '8123456'],
      ["Ami, Erwin l'", 1950, '1006919', undefined],
      ['Öztürk, Mehmet', 1810, '6300000', undefined],
      ['Jansen, Piet', 1700, undefined, '6543210'],
      ['Smit, Anna', undefined, undefined, '9876543'],
    ]);
    expect(season.games.map((g) => [g.round, g.white + 1, g.black + 1, g.result])).toEqual([
      [1, 1, 4, '1-0'],
      [1, 5, 2, '0-1'],
      [1, 3, 6, '1-0'],
      [2, 2, 1, '0-1'],
      [2, 4, 6, '½-½'],
    ]);
    expect(season.absences.map((a) => [a.round, a.player + 1, a.reason])).toEqual([
      [2, 3, 'excused'],
      [2, 5, 'unexcused'],
      [3, 4, 'excused'],
      [3, 5, 'unexcused'],
    ]);
    expect(season.pairing).toEqual({
      round: 3,
      boards: [
        { white: 0, black: 2 },
        { white: 5, black: 1 },
      ],
      byes: [],
    });
    // Into a workbook: the standings of round 2 can be computed, and the Indeling is there to record.
    const target = new MemoryWorkbook();
    applyChanges(target, importSeason(target, season, problems, 'nl').changes);
    const confirmed = confirmOf(target);
    applyChanges(target, confirmed.changes);
    expect(
      target
        .read('Uitslagen')!
        .filter((r) => r[0] === 3)
        .map((r) => r.slice(1, 4)),
    ).toEqual([
      ['Berg, Jan van den', "Ami, Erwin l'", ''],
      ['Smit, Anna', 'Vries, Zoë de', ''],
    ]);
  });

  test('Swiss-Manager (Windows-1252): the "spielfrei" pseudo-player is the bye, not a player; the paired round 4 with blank results is the Indeling', () => {
    const text = fixture('swiss-manager-spielfrei.trf');
    expect(text).toContain('Schröder,Björn');
    expect(readSpecPlayers(text)).toHaveLength(6);
    const { season, problems } = importText(text);
    expect(problems.errors).toEqual([]);
    expect(season.players.map((p) => p.name)).toEqual([
      'Schröder,Björn',
      'Weiß,Jürgen',
      'Baumgärtner,Lena',
      'Kowalczyk,Pawel',
      'Yilmaz,Ece',
    ]);
    expect(season.absences.map((a) => [a.round, season.players[a.player]!.name, a.reason])).toEqual([
      [1, 'Baumgärtner,Lena', 'bye'],
      [2, 'Yilmaz,Ece', 'bye'],
      [3, 'Kowalczyk,Pawel', 'bye'],
    ]);
    expect(season.games).toHaveLength(6);
    expect(season.mappings).toContainEqual({ code: '+ (spielfrei)', became: 'bye', count: 3 });
    expect(season.pairing).toEqual({
      round: 4,
      boards: [
        { white: 2, black: 0 },
        { white: 1, black: 3 },
      ],
      byes: [4],
    });
    expect(season.rounds).toBe(7);
  });
});
