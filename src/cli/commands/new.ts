/**
 * `competitieleider new <werkboek>`: a new competition offline, as the wizard
 * makes one in Sheets: the same plan (sheet/newCompetition.ts: the tabs, the
 * settings with their explanations, the dropdowns) written into a new .xlsx,
 * .ods (both with the dropdowns) or CSV folder; or, with --from, a running season taken over from a TRF
 * or KeizerForClubs file as the imports take it.
 *
 * Written by hand, not a catalogue entry: every entry's command opens a
 * workbook that exists (cli/run.ts, entryCommand), and this one makes its
 * workbook. It never overwrites: a workbook that exists is refused, and bad
 * input (a players file's line, an unknown preset) writes nothing.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { importSeason } from '../../actions/exchange';
import { kfcToSeason } from '../../core/trf/kfc';
import { trfToSeason } from '../../core/trf/keizer';
import { parseTrf } from '../../core/trf/trf';
import type { ImportedSeason } from '../../core/trf/season';
import { Place, Problem, Problems, formatProblem, isInputError } from '../../core/problems';
import { msg, render, type Msg } from '../../i18n';
import { COMPETITION_TYPES, CompetitionType } from '../../sheet/contract';
import { planChanges, planCompetition, presetsOf } from '../../sheet/newCompetition';
import { applyChanges, type Changes } from '../../workbook/workbook';
import { UsageError, parse, stringOption } from '../args';
import { EXIT } from '../io';
import type { FileWorkbook } from '../files/fileWorkbook';
import { workbookKind } from '../files/fileWorkbook';
import { readKfcFile } from '../files/kfc';
import { createEmpty } from '../files/open';
import { underLock } from '../run';
import type { CliEnv, Command } from './command';
import { readTextFile } from './exchange';

/** The types `new` makes (those the wizard offers). */
const CREATABLE: readonly CompetitionType[] = ['keizer', 'keezen'];

/**
 * The names of `--players`: a file with one name a line (empty lines and lines
 * starting with `#` skipped), each with its line as its place; or, when no
 * such file exists, a list separated by commas.
 */
function playersOf(value: string): { names: string[]; places: (Place | undefined)[] } | Msg {
  if (existsSync(value) && statSync(value).isFile()) {
    const names: string[] = [];
    const places: Place[] = [];
    readTextFile(value)
      .replace(/^\uFEFF/, '')
      .split(/\r\n|\r|\n/)
      .forEach((line, i) => {
        const name = line.trim();
        if (name === '' || name.startsWith('#')) return;
        names.push(name);
        places.push({ tab: value, row: i + 1 });
      });
    return { names, places };
  }
  // A lone word that looks like a file name is a file that is not there, not a player called so.
  if (!value.includes(',') && /\.(txt|csv|tsv)$/i.test(value)) return msg('cliFileNotFound', value);
  const names = value.split(',').map((n) => n.trim());
  return { names, places: names.map(() => undefined) };
}

/** A season file by its kind: a KeizerForClubs database (`.s3db`, `.sqlite`, `.db`) or a TRF file. */
async function seasonOf(source: string, problems: Problems): Promise<ImportedSeason> {
  if (/\.(s3db|sqlite3?|db)$/i.test(source)) {
    const rows = await readKfcFile(source, problems);
    return kfcToSeason(rows.players, rows.pairings, source, problems, rows.config);
  }
  return trfToSeason(parseTrf(readTextFile(source), source, problems), source, problems);
}

/** Whether a path holds a workbook already (or anything else): an empty folder is none. */
function taken(path: string): boolean {
  if (!existsSync(path)) return false;
  return !statSync(path).isDirectory() || readdirSync(path).length > 0;
}

export const newCommand: Command = {
  name: 'new',
  args: ['workbook'],
  options: [
    { name: 'type', value: 'text', help: 'cliOptNewType' },
    { name: 'preset', value: 'text', help: 'cliOptNewPreset' },
    { name: 'players', value: 'file', help: 'cliOptNewPlayers' },
    { name: 'from', value: 'file', help: 'cliOptNewFrom' },
  ],
  summary: 'cliSumNew',
  async run(argv: string[], env: CliEnv): Promise<number> {
    const { io, lang } = env;
    const say = (m: Msg) => io.err(render(m, lang));
    const p = parse(argv, this.options);
    if (p.positionals.length !== 1) throw new UsageError(msg('cliOneWorkbook'));
    const target = p.positionals[0]!;
    const typeText = stringOption(p, 'type') ?? 'keizer';
    const type = (COMPETITION_TYPES as readonly string[]).includes(typeText)
      ? (typeText as CompetitionType)
      : undefined;
    if (!type || !CREATABLE.includes(type)) throw new UsageError(msg('cliNewBadType', typeText, CREATABLE.join(', ')));
    const from = stringOption(p, 'from');
    const presetGiven = stringOption(p, 'preset');
    const playersGiven = stringOption(p, 'players');
    if (from !== undefined && (presetGiven !== undefined || playersGiven !== undefined))
      throw new UsageError(msg('cliNewFromAlone'));
    if (from !== undefined && type !== 'keizer') throw new UsageError(msg('wizardTrfKeizerOnly'));
    const presets = presetsOf(type);
    const preset = presetGiven ?? presets[0]!.id;
    if (!presets.some((x) => x.id === preset))
      throw new UsageError(msg('cliNewBadPreset', preset, presets.map((x) => x.id).join(', ')));

    if (workbookKind(target) === undefined) {
      say(msg('cliNotAWorkbook', target));
      return EXIT.usage;
    }
    if (taken(target)) {
      say(msg('cliNewExists', target));
      return EXIT.usage;
    }
    if (from !== undefined && !existsSync(from)) {
      say(msg('cliFileNotFound', from));
      return EXIT.usage;
    }
    const players = playersGiven !== undefined ? playersOf(playersGiven) : { names: [], places: [] };
    if ('key' in players) {
      say(players);
      return EXIT.usage;
    }

    const make = async (stillLocked: () => Promise<void>): Promise<number> => {
      // Looked at again under the lock: another command may have made it since.
      if (taken(target)) {
        say(msg('cliNewExists', target));
        return EXIT.usage;
      }
      const wb: FileWorkbook = await createEmpty(target);
      const problems = new Problems();
      let lines: Msg[];
      let changes: Changes;
      let warnings: readonly Problem[] = [];
      try {
        if (from !== undefined) {
          const season = await seasonOf(from, problems);
          problems.throwIfErrors();
          const outcome = importSeason(wb, season, problems, lang);
          changes = outcome.changes;
          lines = [...outcome.summary];
          warnings = outcome.warnings;
        } else {
          const plan = planCompetition(wb, {
            type,
            preset,
            lang,
            players: players.names,
            playerPlaces: players.places,
          });
          const made = planChanges(plan);
          changes = made.changes;
          lines = [made.summary, ...made.sheetsOnly.map((tab) => msg('cliNewSheetsOnly', tab))];
        }
      } catch (e) {
        if (!isInputError(e)) throw e;
        say(msg('errorsFound', e.errors.length));
        for (const x of e.problems) io.err(formatProblem(x, lang));
        return EXIT.input;
      }
      applyChanges(wb, changes);
      await wb.save(undefined, stillLocked);
      for (const line of lines) io.out(render(line, lang));
      for (const w of warnings) io.err(formatProblem(w, lang));
      io.out(render(msg('cliWrote', target), lang));
      io.out(render(msg(type === 'keizer' ? 'cliNewNextKeizer' : 'cliNewNextKeezen', target), lang));
      return EXIT.ok;
    };
    return (await underLock([target], io, lang, async (stillLocked) => ({ code: await make(stillLocked) }))).code;
  },
};
