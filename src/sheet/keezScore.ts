/**
 * The arguments of =KEEZSCORE(own, opponent, [variant], [finished]) read and scored: the counts of one
 * side and of the other as people type them (pawns home; with hole values the occupied holes "1,3,4", players
 * separated by "/", or game points), the variant by name or the club's Instellingen range, finished as
 * yes/no; a single value each, or ranges, one result per row. The custom function itself (src/gas) only
 * carries its help text; this is what it computes, with no service calls.
 */
import type { Cell } from '../core/cell';
import { cellText, isEmptyCell } from '../core/cell';
import { fullHomePoints, holesFromDecimal, holesFromNumber, parseHoles } from '../core/keezen/holes';
import { scoreForm } from '../core/keezen/score';
import { KeezenSettings, VARIANTS, Variant, keezenSettingsSpec, presetSettings } from '../core/keezen/settings';
import type { FormSide, HomeEntry, KeezenForm } from '../core/keezen/types';
import { InputError, Problems } from '../core/problems';
import { parseYesNo } from '../core/settings/spec';
import { matchKey } from '../core/text';
import { Lang, Msg, msg } from '../i18n';
import { SETTINGS_TAB } from './contract';
import { readKeezenSettings } from './keezenInput';
import { Range, asTable, rethrow, workbookFromRanges } from './ranges';
import { readSettingsTab } from './settingsTab';

/**
 * The language of KEEZSCORE's messages without the Instellingen range: values carry no header row to tell
 * the language by (as KEIZERPOINTS and KEEZSTAND do), so the default, Dutch. With the range: its header's.
 */
const KEEZSCORE_LANG: Lang = 'nl';

/** A wrong argument: thrown as a problem, shown like every other (rethrow). */
function refuse(message: Msg): never {
  throw new InputError([{ severity: 'error', message }]);
}

/** The value at (r, c) of an argument that is a single value or a range. */
function at(arg: Range, r: number, c: number): Cell {
  const g = asTable(arg);
  // A single row or column (or a single value) is repeated along the other direction.
  const row = g.length === 1 ? g[0] : g[r];
  if (!row) return null;
  return (row.length === 1 ? row[0] : row[c]) ?? null;
}

function variantOf(cell: Cell): Variant {
  if (isEmptyCell(cell)) return keezenSettingsSpec.variant.default;
  const parsed = keezenSettingsSpec.variant.parse(cell);
  if ('error' in parsed) refuse(msg('kzArgVariant', cellText(cell), VARIANTS.join(', ')));
  return parsed.value;
}

function finishedOf(cell: Cell): boolean {
  if (isEmptyCell(cell)) return true;
  const b = parseYesNo(cell);
  if (b === undefined) refuse(msg('kzArgFinished', cellText(cell)));
  return b;
}

/** One side as KEEZSCORE gets it: pawns home, or with hole values holes per player ("1,2,3,4 / 1,3") or game points. */
function sideOf(cell: Cell, s: KeezenSettings, own: boolean): FormSide {
  const text = cellText(cell);
  const n = s.playersPerSide;
  if (s.holeValues.length > 0) {
    const most = fullHomePoints(s.holeValues);
    if (typeof cell === 'number' && !Number.isInteger(cell)) {
      const holes = holesFromDecimal(cell, s.holeValues.length);
      if (!holes) refuse(msg('kzHolesBecameNumber', text));
      return {
        entrants: [],
        players: [
          { kind: 'holes', holes },
          ...Array.from({ length: n - 1 }, (): HomeEntry => ({ kind: 'holes', holes: [] })),
        ],
      };
    }
    const asHoles = /^\d+$/.test(text) ? holesFromNumber(Number(text), s.pawnsPerPlayer, n * most) : undefined;
    if (asHoles)
      return {
        entrants: [],
        players: [
          { kind: 'holes', holes: asHoles },
          ...Array.from({ length: n - 1 }, (): HomeEntry => ({ kind: 'holes', holes: [] })),
        ],
      };
    if (typeof cell === 'number' || /^\d+$/.test(text)) {
      // Game points of the side, spread over its players (each 0..10 with the regulations' holes).
      let left = Number(text);
      const players: HomeEntry[] = [];
      for (let i = 0; i < n; i++) {
        const p = i === n - 1 ? left : Math.min(most, left);
        players.push({ kind: 'points', points: p });
        left -= p;
      }
      return { entrants: [], players };
    }
    const groups = text.split(/[|/]/).map((g) => parseHoles(g));
    if (groups.some((g) => g === undefined)) refuse(msg('kzBadHoles', text));
    const players: HomeEntry[] = groups.map((g) => ({ kind: 'holes', holes: g! }));
    while (players.length < n) players.push({ kind: 'holes', holes: [] });
    return { entrants: [], players };
  }
  const count = typeof cell === 'number' ? cell : /^-?\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isInteger(count)) refuse(msg('kzArgPawns', text, own));
  if (s.scoreFor === 'player' && own) {
    // One player's own pawns; the partner is unknown (counted as not home: only the win bonus needs him).
    const players: HomeEntry[] = [{ kind: 'pawns', pawns: count }];
    while (players.length < n) players.push({ kind: 'pawns', pawns: 0 });
    return { entrants: [], players };
  }
  return { entrants: [], home: count, players: [] };
}

/**
 * The club's Instellingen range as KEEZSCORE's third argument (a block whose first row is the settings
 * header): its settings, and the language of its header. Undefined for a variant name (or a column of them).
 */
function clubSettings(arg: Range): { settings: KeezenSettings; lang: Lang } | undefined {
  if (!Array.isArray(arg) || (arg[0]?.length ?? 0) < 2) return undefined;
  const first = cellText(arg[0]![0] ?? null);
  const keys = [
    SETTINGS_TAB.columns.key.nl,
    SETTINGS_TAB.columns.key.en,
    ...(SETTINGS_TAB.columns.key.aliases ?? []),
  ].map(matchKey);
  if (!keys.includes(matchKey(first))) return undefined;
  const { wb, lang } = workbookFromRanges([[SETTINGS_TAB, arg]]);
  const problems = new Problems();
  try {
    const tab = readSettingsTab(wb, problems);
    const settings = readKeezenSettings(tab.entries, problems, tab.tab);
    problems.throwIfErrors();
    return { settings, lang };
  } catch (e) {
    return rethrow(e, lang);
  }
}

/** The points of the own side (or player) for one row of arguments. */
function keezScoreOne(own: Cell, opponent: Cell, variant: Cell | KeezenSettings, finished: Cell): number {
  const s =
    typeof variant === 'object' && variant !== null && !(variant instanceof Date)
      ? variant
      : presetSettings(variantOf(variant));
  const form: KeezenForm = {
    evening: 1,
    round: 1,
    table: 1,
    sides: [sideOf(own, s, true), sideOf(opponent, s, false)],
    finished: finishedOf(finished),
  };
  // KEEZSCORE takes the counts as given: per-player counts are not required for the opponent.
  const settings: KeezenSettings = { ...s, countPer: 'side' };
  const problems: Msg[] = [];
  const score = scoreForm(form, settings, (_, message) => problems.push(message), { lenient: true });
  if (!score) throw new InputError(problems.map((message) => ({ severity: 'error', message })));
  return s.scoreFor === 'player' ? score.sides[0].playerPoints![0]! : score.sides[0].points;
}

/**
 * What =KEEZSCORE shows: the points of the own side (or, on a games night, of the player), or with ranges a
 * block of them, a bad row showing its reason in its own cell. A wrong single argument is thrown as the
 * message Sheets shows in the cell's note, in the language of the settings range (else Dutch).
 */
export function keezScore(
  own: Range,
  opponent: Range,
  variant?: Range,
  finished?: Range,
): number | string | (number | string)[][] {
  const club = clubSettings(variant);
  const lang = club?.lang ?? KEEZSCORE_LANG;
  const rules = (r: number, c: number): Cell | KeezenSettings => club?.settings ?? at(variant, r, c);
  const args = [own, opponent, club ? undefined : variant, finished];
  const grids = args.filter((a): a is Cell[][] => Array.isArray(a));
  try {
    if (grids.length === 0)
      return keezScoreOne(own as Cell, opponent as Cell, club?.settings ?? (variant as Cell), finished as Cell);
  } catch (e) {
    return rethrow(e, lang);
  }
  const rows = Math.max(...grids.map((g) => g.length));
  const cols = Math.max(...grids.map((g) => g[0]?.length ?? 1));
  const out: (number | string)[][] = [];
  for (let r = 0; r < rows; r++) {
    const line: (number | string)[] = [];
    for (let c = 0; c < cols; c++) {
      const o = at(own, r, c);
      const p = at(opponent, r, c);
      if (isEmptyCell(o) && isEmptyCell(p)) {
        line.push('');
        continue;
      }
      try {
        line.push(keezScoreOne(o, p, rules(r, c), at(finished, r, c)));
      } catch (e) {
        // In a range, one bad row shows its reason in its own cell.
        line.push(`#${reason(e, lang)}`);
      }
    }
    out.push(line);
  }
  return out;
}

/** Why a row of a range failed, for its own cell: what rethrow would show. */
function reason(e: unknown, lang: Lang): string {
  try {
    rethrow(e, lang);
  } catch (shown) {
    return (shown as Error)?.message ?? String(shown);
  }
}
