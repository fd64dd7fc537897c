/**
 * The parts loaded on demand: code that most executions never run is not in
 * dist/Code.js but in a bundle of its own, an HTML file of the project, read
 * and run only when an action needs it. Apps Script loads every .gs file of a
 * project in every execution (each menu click, sidebar call and custom-function
 * cell), so a second .gs file would cost every execution the same; an HTML file
 * of the project is loaded only when asked for. There are two such parts, each
 * a list of modules in its entry (the build, scripts/build.mjs, reads them):
 * - dist/OnDemand.html (./onDemandPart.ts): what is used a few times a season
 *   (the season's reports, the website's pages, the TRF file, the
 *   new-competition wizard, the help page, the beamer pages and score forms);
 * - dist/Draw.html (./drawPart.ts): the draw of a round (the Keezen draw and
 *   the Keizer pairing's engine), one click per round, so that a draw does not
 *   also parse the wizard and the reports.
 *
 * What this relies on, from Google's Apps Script reference:
 * - HtmlService.createTemplateFromFile(name) makes a template of a file of the
 *   project (an error when there is none), and HtmlTemplate.getRawContent()
 *   returns "the unprocessed content" of that file: the bundle's text as built.
 * - HtmlTemplate.getCode() documents that its result is run with
 *   `eval(<code>)`: V8 scripts can evaluate code. A part is evaluated with an
 *   indirect eval (global scope, not this module's), and is one function
 *   expression taking the modules it shares with dist/Code.js.
 *
 * The modules a part uses from dist/Code.js (the i18n catalogue and render,
 * the tab contract, the workbook interface, ...) are not copied into it: the
 * build maps each such import to the module in dist/Code.js, passed in as
 * `shared`, so that there is one of each (one InputError, one catalogue, to
 * which the part adds its texts). The build puts a stub in dist/Code.js in
 * place of each module of a part that calls onDemandPart with the part's file
 * on its first use. A custom function never gets here: they make no service
 * calls, and nothing they run is in a part.
 */

/** A part as evaluated: its modules by the names its entry exports them as. */
export type Part = Readonly<Record<string, Readonly<Record<string, (...args: unknown[]) => unknown>>>>;

const parts = new Map<string, Part>();

/** The part in the project's HTML file `file` (dist/<file>.html), read and evaluated on its first call of an execution. */
export function onDemandPart(file: string, shared: Readonly<Record<string, object>>): Part {
  let part = parts.get(file);
  if (part === undefined) {
    const source = HtmlService.createTemplateFromFile(file).getRawContent();
    const evaluate = eval;
    part = (evaluate(source) as (shared: Readonly<Record<string, object>>) => Part)(shared);
    parts.set(file, part);
  }
  return part;
}
