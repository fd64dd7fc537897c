/** The command line speaks the language of --lang (Dutch by default), in everything it prints. */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { reportInternalError } from '../../src/cli/main';
import { msg, render, text } from '../../src/i18n';
import { PAIRING_TAB, SEASON_END_TAB } from '../../src/sheet/contract';
import { copyExample, tempDir } from '../support/tmp';
import { csvTab, runCli as run } from '../support/cli';

describe('help', () => {
  test('Dutch by default, English with --lang en (also before the command), placeholders included', async () => {
    const nl = await run('--help');
    expect(nl.code).toBe(0);
    expect(nl.stdout[0]).toBe('competitieleider <opdracht> ...');
    expect(nl.stdout.join('\n')).toContain(
      'standings <werkboek> [--round N] [--out <werkboek>] [--beamer <bestand.html>] [--lang nl|en]',
    );
    for (const argv of [
      ['--help', '--lang', 'en'],
      ['--lang=en', '--help'],
      ['--lang', 'en'],
    ]) {
      const en = await run(...argv);
      expect(en.stdout[0]).toBe('competitieleider <command> ...');
      const text = en.stdout.join('\n');
      expect(text).toContain(
        'standings <workbook> [--round N] [--out <workbook>] [--beamer <file.html>] [--lang nl|en]',
      );
      expect(text).toContain('publish <workbook> --out <folder> [--round N] [--title <title>] [--lang nl|en]');
      expect(text).toContain('Writes the standings (tab Standings)');
      expect(text).not.toMatch(/werkboek|bestand|Schrijft/);
    }
  });

  test('the help of one command, in its language', async () => {
    const r = await run('explain', '--help', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.stdout).toEqual([
      'competitieleider explain <workbook> <name> [--round N] [--write] [--out <workbook>] [--lang nl|en]',
      'Shows how a player’s points are made up, round by round; --write also writes the tab Explanation.',
    ]);
  });
});

describe('wrong use: exit 2, the reason and the usage line, in the chosen language', () => {
  test.each([
    [['standings'], 'geef precies één werkboek', 'give exactly one workbook'],
    [
      ['standings', 'a', '--round', 'tien'],
      '--round: een heel getal, niet "tien"',
      '--round: a whole number, not "tien"',
    ],
    [['standings', 'a', '--foo'], 'onbekende optie --foo', 'unknown option --foo'],
    [['standings', 'a', '--round'], '--round heeft een waarde nodig', '--round needs a value'],
    [['confirm', 'a', '--yes=ja'], '--yes neemt geen waarde', '--yes takes no value'],
    [['explain', 'a'], 'geef een werkboek en de naam van een speler', 'give a workbook and the name of a player'],
    [['publish', 'a'], '--out <map> ontbreekt', '--out <folder> is missing'],
  ])('%j', async (argv, nl, en) => {
    const dutch = await run(...argv);
    expect(dutch.code).toBe(2);
    expect(dutch.stderr[0]).toBe(nl);
    expect(dutch.stderr[1]).toMatch(/^gebruik: competitieleider /);
    const english = await run(...argv, '--lang', 'en');
    expect(english.code).toBe(2);
    expect(english.stderr[0]).toBe(en);
    expect(english.stderr[1]).toMatch(/^usage: competitieleider /);
  });

  test('an unknown command, with a suggestion', async () => {
    const r = await run('standigns', '--lang', 'en');
    expect(r.code).toBe(2);
    expect(r.stderr[0]).toBe('unknown command "standigns"; did you mean "standings"?');
  });

  test('a bad --lang is told in Dutch', async () => {
    const r = await run('standings', 'a', '--lang', 'de');
    expect(r.code).toBe(2);
    expect(r.stderr[0]).toBe('--lang: nl of en, niet "de"');
  });

  test('a workbook that is not there, or of no known kind', async () => {
    const missing = join(tempDir(), 'club.xlsx');
    expect((await run('standings', missing, '--lang', 'en')).stderr).toEqual([`${missing}: file not found`]);
    expect((await run('standings', 'club.txt')).stderr).toEqual([
      'club.txt: geen .xlsx, .ods of map met CSV-bestanden',
    ]);
  });
});

describe('input problems and summaries follow --lang', () => {
  test('English problems and summary', async () => {
    const dir = copyExample('zwarte-dame');
    const r = await run('final', dir, '--round', '20', '--lang', 'en');
    expect(r.code).toBe(0);
    expect(r.stderr.join('\n')).toMatch(/season is not over|not finished/i);
  });

  test('final --lang en on a Dutch workbook prints the season-end report in English; the tab stays Dutch', async () => {
    const dir = copyExample('zwarte-dame');
    const en = await run('final', dir, '--lang', 'en');
    expect(en.code).toBe(0);
    const out = en.stdout.join('\n');
    expect(out).toContain(text('seasonChampion', 'en'));
    expect(out).toContain(text('seasonFirstPrize', 'en'));
    expect(out).not.toContain(text('seasonChampion', 'nl'));
    const tab = csvTab(dir, SEASON_END_TAB.nl);
    expect(tab.map((r) => r[0])).toContain(text('seasonChampion', 'nl'));
    expect(existsSync(join(dir, `${SEASON_END_TAB.en}.csv`))).toBe(false);
    // The same report as in Dutch, line for line: only the language differs.
    const nl = await run('final', dir);
    expect(nl.stdout.join('\n')).toContain(text('seasonChampion', 'nl'));
    expect(nl.stdout.length).toBe(en.stdout.length);
  });

  test('pair --lang en on a Dutch workbook prints the boards under English headers; Indeling stays Dutch', async () => {
    const dir = tempDir();
    cpSync(join(__dirname, '..', 'golden', 'keizer-infeasible', 'input'), dir, { recursive: true });
    const en = await run('pair', dir, '--lang', 'en');
    expect(en.code).toBe(0);
    const header = en.stdout.find((l) => l.includes(PAIRING_TAB.columns.white.en));
    expect(header).toContain(PAIRING_TAB.columns.black.en);
    expect(en.stdout.some((l) => l.includes(PAIRING_TAB.columns.why.nl))).toBe(false);
    expect(csvTab(dir, PAIRING_TAB.nl).some((r) => r[1] === PAIRING_TAB.columns.white.nl)).toBe(true);
    // The summary names the relaxed rule in English too.
    expect(en.stdout.join('\n')).toMatch(/relaxed: other opponents since the last game/);
  });
});

describe('an internal error', () => {
  test('says nothing was saved and what to do, in the chosen language; the stack only on request', () => {
    const lines: string[] = [];
    const io = { out: (l: string) => lines.push(l), err: (l: string) => lines.push(l) };
    const e = new Error('boom');
    expect(reportInternalError(e, ['standings', 'x', '--lang', 'en'], io, {})).toBe(3);
    expect(lines[0]).toBe('internal error: boom');
    expect(lines[1]).toMatch(/^Nothing was saved\. This is a fault in Competitieleider/);
    expect(lines).toHaveLength(2);
    lines.length = 0;
    reportInternalError(e, ['standings'], io, { COMPETITIELEIDER_DEBUG: '1' });
    expect(lines[0]).toBe('interne fout: boom');
    expect(lines.slice(2).join('\n')).toContain('Error: boom');
  });
});

describe('numbers in what is printed follow --lang, not the workbook', () => {
  test('the explanation total and the passed-over rating prize: a decimal comma in Dutch, a point in English', () => {
    const exact = { units: 4050, den: 100 };
    expect(render(msg('explainSummary', 'Anna', 3, exact), 'nl')).toBe('Uitleg van Anna na ronde 3: 40,5 punten.');
    expect(render(msg('explainSummary', 'Anna', 3, exact), 'en')).toBe(
      'Explanation for Anna after round 3: 40.5 points.',
    );
    const third = { units: 301, den: 3 };
    expect(render(msg('explainSummary', 'Anna', 3, third), 'en')).toContain(': 100 1/3 points');
    expect(render(msg('ratingPrizePassedOver', 'Bram', { units: 1250, den: 100 }, 10, 15, ''), 'en')).toContain(
      '(+12.5)',
    );
    expect(render(msg('ratingPrizePassedOver', 'Bram', { units: 1250, den: 100 }, 10, 15, ''), 'nl')).toContain(
      '(+12,5)',
    );
  });
});
