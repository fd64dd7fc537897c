/**
 * The modules of the i18n catalogue as the i18n tests list them: every file of src/i18n and src/i18n/onDemand
 * that holds texts in Dutch and English (`nl`, `en`), but index.ts, which merges them, and onDemand.ts, which
 * only merges ./onDemand/ (each of its files is listed itself, so a key is listed once, by the file that
 * holds it). views.ts is one of them: the texts of the HTML views, a catalogue of its own (not merged).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const I18N = join(__dirname, '..', '..', 'src', 'i18n');

export interface CatalogueModule {
  /** The file, relative to src/i18n (`onDemand/season.ts`). */
  readonly file: string;
  readonly nl: Readonly<Record<string, unknown>>;
  readonly en: Readonly<Record<string, unknown>>;
}

const NOT_A_PART = new Set(['index.ts', 'onDemand.ts']);

export function catalogueModules(): CatalogueModule[] {
  const files = [
    ...readdirSync(I18N).filter((f) => f.endsWith('.ts') && !NOT_A_PART.has(f)),
    ...readdirSync(join(I18N, 'onDemand'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `onDemand/${f}`),
  ];
  return files.map((file) => {
    const m = require(join(I18N, file)) as Pick<CatalogueModule, 'nl' | 'en'>;
    return { file, nl: m.nl, en: m.en };
  });
}
