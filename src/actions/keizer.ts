/** Loading a Keizer competition for any action: read, validate, or throw every problem at once. */
import { Problems } from '../core/problems';
import { CachedReader, WorkbookReader } from '../workbook/workbook';
import { KeizerInput, readKeizer } from '../sheet/keizerInput';
import { SettingsTab, readSettingsTab } from '../sheet/settingsTab';

export interface LoadedKeizer extends KeizerInput {
  readonly problems: Problems;
  readonly reader: CachedReader;
}

export function loadKeizer(wb: WorkbookReader, settingsTab?: SettingsTab, problems = new Problems()): LoadedKeizer {
  const reader = wb instanceof CachedReader ? wb : new CachedReader(wb);
  const settings = settingsTab ?? readSettingsTab(reader, problems);
  const input = readKeizer(reader, settings, problems);
  problems.throwIfErrors();
  return { ...input, problems, reader };
}
