/** What an action hands back to its adapter (menu, sidebar, command line). */
import type { Problem } from '../core/problems';
import type { Lang, Msg } from '../i18n';
import type { Named } from '../sheet/contract';
import { type Changes, type OutputTab, findTab } from '../workbook/workbook';

export interface Outcome {
  /** Applied by the adapter only because the action succeeded. */
  readonly changes: Changes;
  /** One or more lines for the user ("Ranglijst na ronde 12: ..."). */
  readonly summary: readonly Msg[];
  /** Notes that did not stop the action (games without a result, ...). */
  readonly warnings: readonly Problem[];
  /** The language of the competition's tabs. */
  readonly lang: Lang;
}

/** The tab of a spec among an outcome's writes (found by name, in either language), if written. */
export function writtenTab(outcome: Outcome, spec: Named): OutputTab | undefined {
  const writes = outcome.changes.writes;
  const name = findTab(
    writes.map((w) => w.name),
    [spec.nl, spec.en],
  );
  return writes.find((w) => w.name === name);
}
