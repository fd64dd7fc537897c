/** Building Keezen forms and competitions in tests: entrants by name, counts as people write them. */
import { parseHoles } from '../../src/core/keezen/holes';
import { KeezenSettings, Variant, presetSettings } from '../../src/core/keezen/settings';
import type {
  FormField,
  HomeEntry,
  KeezenCompetition,
  KeezenEntrant,
  KeezenForm,
  SideIndex,
} from '../../src/core/keezen/types';
import type { Msg } from '../../src/i18n';
import { scoreForm } from '../../src/core/keezen/score';

/** A per-player entry: a number of pawns, or (with hole values) holes as text "1,3,4" or game points as a number. */
function entry(x: number | string, holes: boolean): HomeEntry {
  if (typeof x === 'string') return { kind: 'holes', holes: parseHoles(x)! };
  return holes ? { kind: 'points', points: x } : { kind: 'pawns', pawns: x };
}

export interface FormSpec {
  evening?: number;
  round?: number;
  table?: number;
  /** Entrant names per side: a team name, or the players' names. */
  a?: string | string[];
  b?: string | string[];
  homeA?: number;
  homeB?: number;
  playersA?: (number | string | undefined)[];
  playersB?: (number | string | undefined)[];
  finished?: boolean;
  winner?: SideIndex | 'none';
  forfeit?: SideIndex | 'both';
  playTime?: number;
  handedIn?: number;
}

function makeForm(spec: FormSpec, s: KeezenSettings, entrants: readonly KeezenEntrant[] = [], row = 2): KeezenForm {
  const id = (name: string) => {
    const e = entrants.find((x) => x.name === name);
    if (!e) throw new Error(`no entrant ${name}`);
    return e.id;
  };
  const ids = (x: string | string[] | undefined) => (x === undefined ? [] : (Array.isArray(x) ? x : [x]).map(id));
  const holes = s.holeValues.length > 0;
  const players = (xs: (number | string | undefined)[] | undefined) =>
    (xs ?? []).map((x) => (x === undefined ? undefined : entry(x, holes)));
  const places: Partial<Record<FormField, { tab: string; row: number; col: number }>> = {};
  const fields: FormField[] = [
    'evening',
    'round',
    'table',
    'home0',
    'home1',
    'home0.0',
    'home0.1',
    'home0.2',
    'home0.3',
    'home1.0',
    'home1.1',
    'home1.2',
    'home1.3',
    'finished',
    'winner',
    'forfeit',
    'playTime',
    'handedIn',
    'entrant0.0',
    'entrant0.1',
    'entrant1.0',
    'entrant1.1',
  ];
  fields.forEach((f, i) => (places[f] = { tab: 'Uitslagen', row, col: i + 1 }));
  return {
    evening: spec.evening ?? 1,
    round: spec.round ?? 1,
    table: spec.table ?? 1,
    sides: [
      {
        entrants: ids(spec.a),
        ...(spec.homeA !== undefined ? { home: spec.homeA } : {}),
        players: players(spec.playersA),
      },
      {
        entrants: ids(spec.b),
        ...(spec.homeB !== undefined ? { home: spec.homeB } : {}),
        players: players(spec.playersB),
      },
    ],
    finished: spec.finished ?? true,
    ...(spec.winner !== undefined ? { winner: spec.winner } : {}),
    ...(spec.forfeit !== undefined ? { forfeit: spec.forfeit } : {}),
    ...(spec.playTime !== undefined ? { playTime: spec.playTime } : {}),
    ...(spec.handedIn !== undefined ? { handedIn: spec.handedIn } : {}),
    place: { tab: 'Uitslagen', row },
    places,
  };
}

/** Scores one form; returns the score and the problems as [field, message key]. */
export function score(spec: FormSpec, variant: Variant | KeezenSettings, options: { lenient?: boolean } = {}) {
  const s = typeof variant === 'string' ? presetSettings(variant) : variant;
  const problems: [FormField, Msg][] = [];
  const result = scoreForm(makeForm(spec, s), s, (field, message) => problems.push([field, message]), options);
  return { result, problems, keys: problems.map(([f, m]) => `${f}:${m.key}`) };
}

/** A competition from entrant names and form specs. */
export function competition(settings: KeezenSettings, names: string[], forms: FormSpec[]): KeezenCompetition {
  const entrants: KeezenEntrant[] = names.map((name, id) => ({ id, nr: id + 1, name }));
  return { settings, entrants, forms: forms.map((f, i) => makeForm(f, settings, entrants, i + 2)) };
}
