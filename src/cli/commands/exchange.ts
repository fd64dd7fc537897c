/**
 * Exchange with the chess world on the command line (the export, `trf`, is a
 * catalogue entry; these take a file into a workbook, file first):
 *   import-trf <bestand> <werkboek>           a season from Sevilla, Swiss-Manager, ... (TRF)
 *   import-kfc <bestand> <werkboek>           a season from KeizerForClubs (.s3db)
 *   import-ratings <lijst> <werkboek> [--yes] a rating list into the Rating column of Spelers
 * An import into a workbook that does not exist yet creates it (of the kind its
 * name says); it writes nothing when anything could not be mapped.
 */
import { existsSync, readFileSync } from 'node:fs';
import { importSeason, ratingListFromCells, updateRatings } from '../../actions/exchange';
import type { Cell } from '../../core/cell';
import { formatProblem, isInputError, Problems } from '../../core/problems';
import { kfcToSeason } from '../../core/trf/kfc';
import { trfToSeason } from '../../core/trf/keizer';
import { ratingFilter, type ListIds, type RatingEntry } from '../../core/trf/ratings';
import type { ImportedSeason } from '../../core/trf/season';
import { parseTrf } from '../../core/trf/trf';
import { msg, render, text, type PlainMsgKey } from '../../i18n';
import { applyChanges } from '../../workbook/workbook';
import { UsageError, parse } from '../args';
import { EXIT } from '../io';
import { FileWorkbook, workbookKind } from '../files/fileWorkbook';
import { readKfcFile } from '../files/kfc';
import { readRatingListFile } from '../files/ratingList';
import { checkOfficeLocks } from '../files/officeLock';
import { WorkbookPathError, createEmpty, openWorkbook } from '../files/open';
import { runOnWorkbook, underLock } from '../run';
import type { CliEnv, Command } from './command';

/** A text file as text: UTF-8, or Windows' Latin-1 (what older chess programs write) when it is not valid UTF-8. */
export function readTextFile(path: string): string {
  const bytes = readFileSync(path);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

/** Opens the workbook, or a new empty one of the kind its name says. */
async function openOrCreate(path: string): Promise<FileWorkbook> {
  if (workbookKind(path) !== undefined && !existsSync(path)) return createEmpty(path);
  return openWorkbook(path);
}

/** The flow of an import: the season from the source, into the workbook, all or nothing. */
function importCommand(
  name: string,
  summary: PlainMsgKey,
  read: (source: string, problems: Problems) => ImportedSeason | Promise<ImportedSeason>,
): Command {
  return {
    name,
    args: ['file', 'workbook'],
    options: [],
    summary,
    async run(argv: string[], env: CliEnv): Promise<number> {
      const p = parse(argv, []);
      if (p.positionals.length !== 2) throw new UsageError(msg('cliFileAndWorkbook'));
      const [source, target] = p.positionals as [string, string];
      if (!existsSync(source)) {
        env.io.err(render(msg('cliFileNotFound', source), env.lang));
        return EXIT.usage;
      }
      // One writer at a time, all or nothing: as every command on a workbook (cli/run.ts).
      const into = async (stillLocked: () => Promise<void>): Promise<number> => {
        let wb: FileWorkbook;
        try {
          wb = await openOrCreate(target);
        } catch (e) {
          if (e instanceof WorkbookPathError) {
            env.io.err(render(e.problem, env.lang));
            return EXIT.usage;
          }
          throw e;
        }
        const problems = new Problems();
        try {
          const season = await read(source, problems);
          problems.throwIfErrors();
          const outcome = importSeason(wb, season, problems, env.lang);
          applyChanges(wb, outcome.changes);
          // All or nothing (files/commit.ts).
          await wb.save(undefined, async (files) => {
            checkOfficeLocks(files, env.ignoreOfficeLock === true);
            await stillLocked();
          });
          for (const line of outcome.summary) env.io.out(render(line, env.lang));
          for (const w of outcome.warnings) env.io.err(formatProblem(w, env.lang));
          env.io.out(render(msg('cliWrote', target), env.lang));
          return EXIT.ok;
        } catch (e) {
          if (!isInputError(e)) throw e;
          env.io.err(render(msg('errorsFound', e.errors.filter((x) => x.severity === 'error').length), env.lang));
          for (const x of e.errors) env.io.err(formatProblem(x, env.lang));
          return EXIT.input;
        }
      };
      return (await underLock([target], env.io, env.lang, async (stillLocked) => ({ code: await into(stillLocked) })))
        .code;
    },
  };
}

export const importTrfCommand = importCommand('import-trf', 'cliSumImportTrf', (source, problems) =>
  trfToSeason(parseTrf(readTextFile(source), source, problems), source, problems),
);

export const importKfcCommand = importCommand('import-kfc', 'cliSumImportKfc', async (source, problems) => {
  const rows = await readKfcFile(source, problems);
  return kfcToSeason(rows.players, rows.pairings, source, problems, rows.config);
});

/**
 * A rating list file: FIDE's TXT or XML list (or FIDE's zip of either), read as a stream keeping only the
 * entries `keep` wants; else a CSV with name/id/rating columns (read by `parseCsv`, which the command imports
 * when it runs, so the CSV library is not loaded at start).
 */
function readRatingList(
  path: string,
  problems: Problems,
  parseCsv: (content: string) => Cell[][],
  keep: (entry: RatingEntry) => boolean = () => true,
): { entries: RatingEntry[]; ids: ListIds } {
  return readRatingListFile(path, problems, keep, parseCsv, (cells, k) =>
    ratingListFromCells(path, cells, problems, k),
  );
}

export const importRatingsCommand: Command = {
  name: 'import-ratings',
  args: ['file', 'workbook'],
  options: [{ name: 'yes', short: 'y', help: 'cliOptYesRatings' }],
  summary: 'cliSumImportRatings',
  async run(argv: string[], env: CliEnv): Promise<number> {
    const p = parse(argv, this.options);
    if (p.positionals.length !== 2) throw new UsageError(msg('cliFileAndWorkbook'));
    const [listPath, target] = p.positionals as [string, string];
    if (!existsSync(listPath)) {
      env.io.err(render(msg('cliFileNotFound', listPath), env.lang));
      return EXIT.usage;
    }
    const accept = p.values['yes'] === true;
    const { parseCsv } = await import('../files/csv');
    const { code, outcome } = await runOnWorkbook(
      target,
      (wb) => {
        const problems = new Problems();
        // The list is read once the players are known, keeping only the entries that can matter to them.
        return updateRatings(
          wb,
          (players) => readRatingList(listPath, problems, parseCsv, ratingFilter(players)),
          problems,
          { accept },
        );
      },
      env.io,
      { lang: env.lang, ...(env.ignoreOfficeLock ? { ignoreOfficeLock: true } : {}) },
    );
    if (code !== EXIT.ok || !outcome) return code;
    if (outcome.needsAcceptance) {
      env.io.err(text('cliUseYes', env.lang));
      return EXIT.input;
    }
    return EXIT.ok;
  },
};
