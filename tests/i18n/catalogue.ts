/**
 * The modules of the i18n catalogue as the i18n tests list them: every file of src/i18n that holds texts in
 * Dutch and English (`nl()`, `en()`, each language built when called), but index.ts, which merges them.
 * views.ts is one of them: the texts of the HTML views, a catalogue of its own (not merged; plain objects).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const I18N = join(__dirname, '..', '..', 'src', 'i18n');

export interface CatalogueModule {
  /** The file, relative to src/i18n (`season.ts`). */
  readonly file: string;
  readonly nl: Readonly<Record<string, unknown>>;
  readonly en: Readonly<Record<string, unknown>>;
}

const NOT_A_PART = new Set(['index.ts', 'lang.ts']);

export function catalogueModules(): CatalogueModule[] {
  const files = readdirSync(I18N).filter((f) => f.endsWith('.ts') && !NOT_A_PART.has(f));
  type Texts = Readonly<Record<string, unknown>>;
  const built = (texts: Texts | (() => Texts)) => (typeof texts === 'function' ? texts() : texts);
  return files.map((file) => {
    const m = require(join(I18N, file)) as { nl: Texts | (() => Texts); en: Texts | (() => Texts) };
    return { file, nl: built(m.nl), en: built(m.en) };
  });
}
