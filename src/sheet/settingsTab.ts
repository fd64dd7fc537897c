/**
 * Reads the Instellingen tab into key/value entries and the competition type.
 * Which settings exist depends on the type; the typed parsing is done by
 * `parseSettings` with the spec of that type.
 */
import { Problems } from '../core/problems';
import { SettingEntry, findEntry } from '../core/settings/parse';
import { choiceSetting } from '../core/settings/spec';
import { Lang, msg } from '../i18n';
import type { WorkbookReader } from '../workbook/workbook';
import { COMPETITION_TYPES, CompetitionType, KEIZER_PLAYERS_TAB, SETTINGS_TAB } from './contract';
import { commaSplit, locateTab, readText, readTable } from './table';

export interface SettingsTab {
  readonly entries: readonly SettingEntry[];
  readonly type: CompetitionType;
  /** The tab's actual name and language, when it exists. */
  readonly tab?: string;
  readonly lang?: Lang;
}

const typeSetting = choiceSetting(COMPETITION_TYPES, 'keizer', {
  aliases: { schaak: 'keizer', schaken: 'keizer', chess: 'keizer', keizersysteem: 'keizer', keez: 'keezen' },
});

export function readSettingsTab(wb: WorkbookReader, problems: Problems): SettingsTab {
  const table = readTable(wb, SETTINGS_TAB, problems, { required: false });
  if (!table) return { entries: [], type: 'keizer' };
  const entries: SettingEntry[] = [];
  const cells = wb.read(table.tab) ?? [];
  const valueColumn = table.columns.value!;
  for (const row of table.rows) {
    const key = readText(row, 'key', SETTINGS_TAB.columns.key[table.lang], problems, true);
    if (key === undefined) continue;
    // `topValueFactor,1,5` in a comma-separated file: the decimal comma split the number over two cells.
    // In any backing: the explanation column (never read) holding digits only is that number's second half.
    const split = commaSplit(row.get('value'), cells[row.row - 1]?.[valueColumn]);
    if (split) {
      problems.error(row.place('value'), msg('decimalCommaSplit', key, split.typed, split.meant));
      continue;
    }
    entries.push({ key, value: row.get('value'), keyPlace: row.place('key'), valuePlace: row.place('value') });
  }
  return { entries, type: parseType(entries, problems), tab: table.tab, lang: table.lang };
}

/** The competition type from the entries (default keizer). */
function parseType(entries: readonly SettingEntry[], problems: Problems): CompetitionType {
  const entry = findEntry(entries, 'type');
  if (!entry) return 'keizer';
  const parsed = typeSetting.parse(entry.value);
  if ('error' in parsed) {
    problems.error(entry.valuePlace, msg('unknownType', String(entry.value), COMPETITION_TYPES.join(', ')));
    return 'keizer';
  }
  return parsed.value;
}

/**
 * The competition in a workbook: the type in Instellingen, or Keizer when
 * there is only a Spelers tab (a club that started without Instellingen), or
 * undefined when there is no competition yet. (The menu and the sidebar ask
 * it of a SheetsWorkbook, which reads each tab once itself.)
 */
export function competitionType(wb: WorkbookReader): CompetitionType | undefined {
  if (locateTab(wb, SETTINGS_TAB)) return readSettingsTab(wb, new Problems()).type;
  if (locateTab(wb, KEIZER_PLAYERS_TAB)) return 'keizer';
  return undefined;
}
