/** Command-line options, parsed with node:util's parseArgs (no extra dependency). */
import { parseArgs } from 'node:util';
import type { Lang } from '../i18n';

export interface Parsed {
  readonly positionals: string[];
  readonly values: Record<string, string | boolean | undefined>;
}

export type OptionSpec = Record<string, { type: 'string' | 'boolean'; short?: string }>;

export class UsageError extends Error {}

export const COMMON_OPTIONS: OptionSpec = {
  lang: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

export function parse(argv: string[], options: OptionSpec): Parsed {
  try {
    const { positionals, values } = parseArgs({ args: argv, options: { ...COMMON_OPTIONS, ...options }, allowPositionals: true, strict: true });
    return { positionals, values: values as Parsed['values'] };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function langOption(p: Parsed): Lang {
  const v = p.values.lang;
  if (v === undefined) return 'nl';
  if (v === 'nl' || v === 'en') return v;
  throw new UsageError(`--lang: nl of en, niet "${String(v)}"`);
}

export function integerOption(p: Parsed, name: string): number | undefined {
  const v = p.values[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw new UsageError(`--${name}: een heel getal, niet "${String(v)}"`);
  return Number(v);
}

export function stringOption(p: Parsed, name: string): string | undefined {
  const v = p.values[name];
  return typeof v === 'string' ? v : undefined;
}
