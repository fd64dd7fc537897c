/**
 * Turns the key/value rows of the Instellingen tab into typed settings, with
 * every unknown key, duplicate or bad value reported at its cell.
 */
import { Cell, isEmptyCell } from '../cell';
import { Place, Problems, formatPlace } from '../problems';
import { matchKey, suggest } from '../text';
import { msg } from '../../i18n';
import { SettingsOf, SettingsSpec, defaultsOf } from './spec';

/** One row of the settings tab: key and value cells with their places. */
export interface SettingEntry {
  readonly key: string;
  readonly value: Cell;
  readonly keyPlace: Place;
  readonly valuePlace: Place;
}

/**
 * Parses the entries against the spec. `presetDefaults` replace the spec's own
 * defaults (a Keezen variant, say); `consumed` keys (like `type`) were read by
 * the caller and are not reported as unknown.
 */
export function parseSettings<S extends SettingsSpec>(
  spec: S,
  entries: readonly SettingEntry[],
  problems: Problems,
  options: { presetDefaults?: Partial<SettingsOf<S>>; consumed?: readonly string[] } = {},
): SettingsOf<S> {
  const out = { ...defaultsOf(spec), ...(options.presetDefaults ?? {}) } as SettingsOf<S>;
  const byKey = new Map<string, string>();
  for (const key of Object.keys(spec)) byKey.set(matchKey(key), key);
  const consumed = new Set((options.consumed ?? []).map(matchKey));
  const seen = new Map<string, Place>();
  for (const entry of entries) {
    const k = matchKey(entry.key);
    if (consumed.has(k)) continue;
    const key = byKey.get(k);
    if (key === undefined) {
      problems.error(entry.keyPlace, msg('unknownSetting', entry.key, suggest(entry.key, Object.keys(spec))));
      continue;
    }
    const first = seen.get(key);
    if (first) {
      problems.error(entry.keyPlace, msg('settingTwice', key, formatPlace(first)));
      continue;
    }
    seen.set(key, entry.keyPlace);
    if (isEmptyCell(entry.value)) continue;
    const result = spec[key]!.parse(entry.value);
    if ('error' in result) problems.error(entry.valuePlace, result.error);
    else (out as Record<string, unknown>)[key] = result.value;
  }
  return out;
}

/** The value of one key among the entries (e.g. `type`), before the spec is known. */
export function findEntry(entries: readonly SettingEntry[], key: string): SettingEntry | undefined {
  const k = matchKey(key);
  return entries.find((e) => matchKey(e.key) === k && !isEmptyCell(e.value));
}
