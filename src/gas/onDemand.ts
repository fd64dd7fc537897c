/**
 * The on-demand part: what is used a few times a season (the season's
 * reports, the website's pages, the TRF file, the new-competition wizard, the
 * help page) is not in dist/Code.js but in a second bundle, dist/OnDemand.html,
 * read and run only when such an action runs. Apps Script loads every .gs file
 * of a project in every execution (each menu click, sidebar call and
 * custom-function cell), so a second .gs file would cost every execution the
 * same; an HTML file of the project is loaded only when asked for.
 *
 * What this relies on, from Google's Apps Script reference:
 * - HtmlService.createTemplateFromFile(name) makes a template of a file of the
 *   project (an error when there is none), and HtmlTemplate.getRawContent()
 *   returns "the unprocessed content" of that file: the bundle's text as built.
 * - HtmlTemplate.getCode() documents that its result is run with
 *   `eval(<code>)`: V8 scripts can evaluate code. The part is evaluated with an
 *   indirect eval (global scope, not this module's), and is one function
 *   expression taking the modules it shares with dist/Code.js.
 *
 * The modules the part uses from dist/Code.js (the i18n catalogue and render,
 * the tab contract, the workbook interface, ...) are not copied into it: the
 * build maps each such import to the module in dist/Code.js, passed in as
 * `shared`, so that there is one of each (one InputError, one catalogue, to
 * which the part adds its texts). The build puts a stub in dist/Code.js in
 * place of each module of the part (./onDemandPart.ts lists them) that calls
 * onDemandPart on its first use. A custom function never gets here: they make
 * no service calls, and nothing they run is in the part.
 */
import type * as Part from './onDemandPart';

/** The file of the part in the project (dist/OnDemand.html, pushed with the views). */
export const ON_DEMAND_FILE = 'OnDemand';

let part: typeof Part | undefined;

/** The on-demand part, read and evaluated on the first call of an execution. */
export function onDemandPart(shared: Readonly<Record<string, object>>): typeof Part {
  if (part === undefined) {
    const source = HtmlService.createTemplateFromFile(ON_DEMAND_FILE).getRawContent();
    const evaluate = eval;
    part = (evaluate(source) as (shared: Readonly<Record<string, object>>) => typeof Part)(shared);
  }
  return part;
}
