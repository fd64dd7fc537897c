/**
 * `competitieleider`: the same engine as the add-on, on .xlsx, .ods or a folder
 * of CSV files. A thin adapter: parse the command line, run an action, save.
 * Everything it prints is in the language of --lang (Dutch by default),
 * read before anything else, so even the help follows it.
 */
import { isInputError, formatProblem } from '../core/problems';
import { suggest } from '../core/text';
import { Lang, msg, render, text } from '../i18n';
import { UsageError, takeFlag, takeLang } from './args';
import { COMMANDS } from './commands';
import { Command, optionText, usage } from './commands/command';
import { CliIO, EXIT, processIO } from './io';
import { sourceStack } from './stack';

function help(io: CliIO, lang: Lang): void {
  io.out(text('cliHelpHead', lang));
  io.out('');
  for (const c of COMMANDS) {
    io.out(`  ${usage(c, lang)}`);
    io.out(`      ${text(c.summary, lang)}`);
    for (const o of c.options) io.out(`        ${optionText(o, lang)}: ${text(o.help, lang)}`);
  }
  io.out('');
  io.out(text('cliHelpWorkbook', lang));
  io.out(text('cliHelpOptions', lang));
}

function usageError(io: CliIO, lang: Lang, e: UsageError, command?: Command): number {
  io.err(render(e.problem, lang));
  if (command) io.err(render(msg('cliUsage', usage(command, lang)), lang));
  return EXIT.usage;
}

export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  let lang: Lang = 'nl';
  let langGiven = false;
  let rest: string[];
  try {
    ({ lang, given: langGiven, rest } = takeLang(argv));
  } catch (e) {
    if (e instanceof UsageError)
      return usageError(
        io,
        lang,
        e,
        COMMANDS.find((c) => c.name === argv[0]),
      );
    throw e;
  }
  const ignore = takeFlag(rest, '--ignore-office-lock');
  const [name, ...args] = ignore.rest;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io, lang);
    return name ? EXIT.ok : EXIT.usage;
  }
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(
      render(
        msg(
          'cliUnknownCommand',
          name,
          suggest(
            name,
            COMMANDS.map((c) => c.name),
          ),
        ),
        lang,
      ),
    );
    io.err('');
    help(io, lang);
    return EXIT.usage;
  }
  if (args.includes('--help') || args.includes('-h')) {
    io.out(`competitieleider ${usage(command, lang)}`);
    io.out(text(command.summary, lang));
    return EXIT.ok;
  }
  try {
    return await command.run(args, { io, lang, langGiven, ...(ignore.given ? { ignoreOfficeLock: true } : {}) });
  } catch (e) {
    if (e instanceof UsageError) return usageError(io, lang, e, command);
    if (isInputError(e)) {
      for (const p of e.errors) io.err(formatProblem(p, lang));
      return EXIT.input;
    }
    return reportInternalError(e, argv, io);
  }
}

/**
 * A fault of the program itself (not of the input): what happened, that
 * nothing was saved and what to do, in the language of --lang; the stack
 * only when COMPETITIELEIDER_DEBUG is set, with the source places of the
 * bundle's frames (cli/stack.ts).
 */
export function reportInternalError(
  e: unknown,
  argv: readonly string[],
  io: CliIO,
  environment: Record<string, string | undefined> = process.env,
): number {
  let lang: Lang = 'nl';
  try {
    lang = takeLang(argv).lang;
  } catch {
    // A bad --lang: Dutch.
  }
  io.err(render(msg('internalErrorText', String((e as Error)?.message ?? e)), lang));
  io.err(text('cliInternalAdvice', lang));
  if (environment.COMPETITIELEIDER_DEBUG) io.err(sourceStack(String((e as Error)?.stack ?? e), __filename));
  return EXIT.internal;
}
