/**
 * What a Keezen draw needs from the event, derived from it (pure): which round
 * (the next one, a given one, or a new draw of the last), its seed, every
 * earlier round as played or drawn, who is present, and the engine's input; and
 * one way to run it over the team draw and the partner draw. The Keizer
 * pairing has the same piece in core/keizer/pairing/input.ts.
 *
 * What a draw takes into account: every earlier round, as played (the forms
 * in Uitslagen, plus its drawn tables of 3, 5 or 6 that no form holds) or,
 * where a round has no forms yet, as drawn (Tafelindeling, possibly edited),
 * and the byes and sit-outs of Tafelindeling. Who is present: the entrants
 * without `Aanwezig = nee`.
 */
import { msg } from '../../../i18n';
import type { Problems } from '../../problems';
import { defaultSeed, nextSeed } from '../../rng';
import type { KeezenSettings } from '../settings';
import { KeezenFinal, ScoredForm, standingsFrom } from '../standings';
import { isFinalEvening } from '../final';
import {
  EntrantId,
  KeezenCompetition,
  KeezenEntrant,
  KeezenForm,
  RoundKey,
  compareKeys,
  keyOf,
  roundKeyText,
  sameKey,
} from '../types';
import { drawPlayers, roundShape } from './players';
import { repeatFreeRounds } from './proven';
import { RoundNumbers, numbered, roundLabel } from './round';
import { drawTeams, rankTeams } from './teams';
import type { PlayerDrawInput, PlayerDrawResult, SeatedRound, TeamDrawInput, TeamDrawResult } from './types';

/** The event as the draw sees it (the front door's opened draw is one). */
export interface DrawEvent {
  readonly settings: KeezenSettings;
  readonly competition: KeezenCompetition;
  /** The forms, checked and scored (the ranking of a team event). */
  readonly scored: readonly ScoredForm[];
  /** Tafelindeling: every round as drawn (undefined: no tab yet). */
  readonly tables?: { readonly rounds: readonly SeatedRound[] } | undefined;
  /** Rounds with forms, in order. */
  readonly played: readonly RoundKey[];
  /** Tafelindeling and Uitslagen use an Avond column (else Ronde counts on through the season). */
  readonly eveningColumn: boolean;
  readonly problems: Problems;
}

export interface DrawOptions {
  /** The evening of the round (default: the evening of the last round, or the next one when it is complete). */
  readonly evening?: number;
  /**
   * The round to draw. Default: the one after the last round in Tafelindeling or Uitslagen; at a team event
   * paired by record, while the last drawn round has no results yet, that round again (with its own seed).
   */
  readonly round?: number;
  /** The seed (default: the one in Tafelindeling for this round, else derived from drawSeed and the round). */
  readonly seed?: string;
  /** A new draw of the last round in Tafelindeling: the next seed, and who is present now. */
  readonly redraw?: boolean;
}

/** The rounds of Tafelindeling, in order. */
export function drawnRounds(ev: DrawEvent): SeatedRound[] {
  return [...(ev.tables?.rounds ?? [])].sort(compareKeys);
}

/** A round of the event as the tabs number it. */
export function numberedIn(ev: DrawEvent, key: RoundKey): RoundNumbers {
  return numbered(ev.settings, key, ev.eveningColumn);
}

/** The round asked for: `round` within `evening`, or without an Avond column a Ronde number counted through the season. */
export function askedKey(ev: DrawEvent, round: number, evening: number | undefined, fallbackEvening: number): RoundKey {
  if (evening === undefined && !ev.eveningColumn) return keyOf(ev.settings, round, undefined);
  return { evening: evening ?? fallbackEvening, round };
}

/** The round after `last` (undefined when the competition is complete). */
export function nextKey(s: KeezenSettings, last: RoundKey | undefined): RoundKey | undefined {
  if (!last) return { evening: 1, round: 1 };
  if (s.roundsPerEvening > 0 && last.round >= s.roundsPerEvening)
    return last.evening >= s.evenings ? undefined : { evening: last.evening + 1, round: 1 };
  return { evening: last.evening, round: last.round + 1 };
}

/** The round to draw, and whether it is the last drawn round again (a team event waiting for its results). */
export interface RoundChoice {
  readonly key: RoundKey;
  readonly again: boolean;
}

/** Which round to draw; a round that cannot be drawn (out of range, with results, before a later round) is an error. */
export function roundToDraw(ev: DrawEvent, options: DrawOptions): RoundChoice {
  const { settings: s, problems } = ev;
  const drawn = drawnRounds(ev);
  const known = [...drawn, ...ev.played].sort(compareKeys);
  const last = known[known.length - 1];
  let key: RoundKey | undefined;
  let again = false;
  if (options.redraw) {
    key = drawn[drawn.length - 1];
    if (!key) problems.error(undefined, msg('drNothingToRedraw'));
  } else if (options.round !== undefined) {
    key = askedKey(ev, options.round, options.evening, last?.evening ?? 1);
  } else {
    // A team event paired by record needs the results of the last round: while it has none, drawing is drawing
    // that round again (its own seed: the same tables unless someone came or went). A games night moves on.
    const lastDrawn = drawn[drawn.length - 1];
    const waiting =
      s.entrant === 'team' &&
      s.pairBy === 'record' &&
      lastDrawn !== undefined &&
      sameKey(lastDrawn, last!) &&
      !ev.played.some((k) => sameKey(k, lastDrawn));
    // After the last evening: the next round of a final round that is due (final.ts), if any.
    key = waiting ? lastDrawn : last && isFinalEvening(s, last.evening) ? undefined : nextKey(s, last);
    if (!key && !waiting) {
      const final = dueFinal(ev);
      if (final) {
        const had = known.filter((k) => k.evening === final.evening).map((k) => k.round);
        const round = Math.max(0, ...had) + 1;
        if (round <= final.schedule.length) key = { evening: final.evening, round };
        else {
          const at = roundLabel(numberedIn(ev, { evening: final.evening, round: final.schedule.length }));
          problems.error(undefined, msg('drFinalAllDrawn', at.round, at.evening));
        }
      } else if (s.finalRoundOnTie && last) {
        const winner = standingsFrom(ev.competition, ev.scored).winner;
        if (winner) problems.error(undefined, msg('drDecided', ev.competition.entrants[winner.entrant]!.name));
      }
    }
    if (waiting) again = true;
    if (options.evening !== undefined && key && key.evening !== options.evening)
      key = { evening: options.evening, round: 1 };
    if (!key && !problems.hasErrors()) problems.error(undefined, msg('drAllDrawn', s.roundsPerEvening, s.evenings));
  }
  problems.throwIfErrors();
  const chosen: RoundKey = { evening: key!.evening, round: key!.round };
  const final = isFinalEvening(s, chosen.evening) ? dueFinal(ev) : undefined;
  if (final && final.evening === chosen.evening) {
    if (chosen.round > final.schedule.length)
      problems.error(undefined, msg('kzFinalRoundAfterLast', chosen.round, final.schedule.length));
    // Without an Avond column a round number counts on through the season: a final longer than an evening cannot.
    if (!ev.eveningColumn && s.roundsPerEvening > 0 && final.schedule.length > s.roundsPerEvening)
      problems.error(undefined, msg('drFinalNeedsEvening', final.schedule.length, s.roundsPerEvening));
  } else {
    if (s.roundsPerEvening > 0 && chosen.round > s.roundsPerEvening)
      problems.error(undefined, msg('drRoundOutOfRange', chosen.round, s.roundsPerEvening));
    if (chosen.evening > s.evenings) problems.error(undefined, msg('drEveningOutOfRange', chosen.evening, s.evenings));
  }
  const label = roundLabel(numberedIn(ev, chosen));
  if (ev.played.some((k) => sameKey(k, chosen)))
    problems.error(undefined, msg('drRoundHasResults', label.round, label.evening));
  else {
    // Confirmed ("Ronde vastleggen"): its result rows wait in Uitslagen; a new draw would not match them.
    const prepared = (ev.competition.pending ?? []).filter((p) => sameKey(p, chosen));
    if (prepared.length > 0)
      problems.error(
        prepared[0]!.place,
        msg('drRoundRecorded', label.round, label.evening, prepared.map((p) => p.place?.row ?? '').join(', ')),
      );
  }
  if (known.some((k) => compareKeys(k, chosen) > 0))
    problems.error(undefined, msg('drLaterRound', label.round, label.evening));
  problems.throwIfErrors();
  return { key: chosen, again };
}

/** The final round (final.ts) still to be played, when the season is complete and level at the top. */
export function dueFinal(ev: DrawEvent): KeezenFinal | undefined {
  if (!ev.settings.finalRoundOnTie) return undefined;
  return standingsFrom(ev.competition, ev.scored).finals?.find((f) => !f.complete);
}

/**
 * The seed of a round: the one in Tafelindeling, else derived from drawSeed and the round (per evening in a
 * season); a new draw takes the next one; a seed given wins.
 */
export function roundSeed(ev: DrawEvent, key: RoundKey, options: DrawOptions): string {
  const s = ev.settings;
  const old = drawnRounds(ev).find((r) => sameKey(r, key));
  // Without a drawSeed the names in Deelnemers are the base: another event, another draw; the same sheet, the same draw.
  const seedBase = s.drawSeed !== '' ? s.drawSeed : ev.competition.entrants.map((e) => e.name).join('|');
  const base = old?.seed ?? defaultSeed(s.evenings > 1 ? `${seedBase}|evening ${key.evening}` : seedBase, key.round);
  return options.seed ?? (options.redraw ? nextSeed(base) : base);
}

/**
 * Every earlier round: as played where it has forms, else as drawn; the byes from Tafelindeling. A round
 * with forms keeps its drawn tables that no form holds (a table of 3, 5 or 6 has no score form): none of
 * their entrants is on a form of the round.
 */
export function historyBefore(ev: DrawEvent, key: RoundKey): SeatedRound[] {
  const byKey = new Map<string, SeatedRound>();
  for (const r of ev.tables?.rounds ?? []) if (compareKeys(r, key) < 0) byKey.set(roundKeyText(r), r);
  const formsOf = new Map<string, KeezenForm[]>();
  for (const f of ev.competition.forms) {
    const k = roundKeyText(f);
    if (compareKeys(f, key) >= 0) continue;
    if (!formsOf.has(k)) formsOf.set(k, []);
    formsOf.get(k)!.push(f);
  }
  for (const [k, forms] of formsOf) {
    const drawn = byKey.get(k);
    const seated = new Set(forms.flatMap((f) => f.sides.flatMap((side) => side.entrants)));
    const played = forms.map((f) => ({ table: f.table, sides: f.sides.map((side) => side.entrants) }));
    const formless = (drawn?.tables ?? []).filter((t) => t.sides.every((side) => side.every((e) => !seated.has(e))));
    byKey.set(k, {
      evening: forms[0]!.evening,
      round: forms[0]!.round,
      tables: [...played, ...formless].sort((a, b) => a.table - b.table),
      // A bye of the draw counts unless the entrant played in that round after all.
      byes: (drawn?.byes ?? []).filter((b) => !seated.has(b)),
      ...(drawn?.seed !== undefined ? { seed: drawn.seed } : {}),
    });
  }
  return [...byKey.values()].sort(compareKeys);
}

/** The entrants in the draw: the Deelnemers rows without `Aanwezig = nee`. */
function presentIn(comp: KeezenCompetition): EntrantId[] {
  return comp.entrants.filter((e) => e.present !== false).map((e) => e.id);
}

/** The entrants marked `Aanwezig = nee`. */
export function absentIn(comp: KeezenCompetition): KeezenEntrant[] {
  return comp.entrants.filter((e) => e.present === false);
}

/**
 * A team event paired by record: the tables of the last drawn round before `key` whose score form is not in yet
 * (the draw would use the standings without those games), with the round as its label shows it; undefined when
 * every form is in, or the event is not paired by record.
 */
export function formsMissingBefore(
  ev: DrawEvent,
  key: RoundKey,
): { round: number; evening: number; of: number; tables: SeatedRound['tables'] } | undefined {
  if (ev.settings.entrant !== 'team' || ev.settings.pairBy !== 'record') return undefined;
  const prev = drawnRounds(ev)
    .filter((r) => compareKeys(r, key) < 0)
    .pop();
  if (!prev) return undefined;
  const withForms = new Set(ev.competition.forms.filter((f) => sameKey(f, prev)).map((f) => f.table));
  const tables = prev.tables.filter((x) => !withForms.has(x.table));
  if (tables.length === 0) return undefined;
  const label = roundLabel(numberedIn(ev, prev));
  return { round: label.round, evening: label.evening, of: prev.tables.length, tables };
}

/**
 * A season of evenings (not its final round): the rounds still to come after `key`, with the teams
 * expected: the rest of this evening those present now, every later evening every team (an absence is
 * known only when it is marked). Undefined for a one-day event.
 */
function roundsAhead(
  s: KeezenSettings,
  key: RoundKey,
  present: readonly EntrantId[],
  everyone: readonly EntrantId[],
): { evening: number; present: readonly EntrantId[] }[] | undefined {
  if (s.evenings <= 1 || s.roundsPerEvening <= 0 || key.evening > s.evenings) return undefined;
  const out: { evening: number; present: readonly EntrantId[] }[] = [];
  for (let r = key.round + 1; r <= s.roundsPerEvening; r++) out.push({ evening: key.evening, present });
  for (let e = key.evening + 1; e <= s.evenings; e++)
    for (let r = 1; r <= s.roundsPerEvening; r++) out.push({ evening: e, present: everyone });
  return out;
}

/** The engine's input for a round: the team draw or the partner draw. */
export type DrawInput =
  | { readonly kind: 'teams'; readonly input: TeamDrawInput }
  | { readonly kind: 'players'; readonly input: PlayerDrawInput };

/**
 * Everything the engine needs for a round: who is present (a team event ranked by the standings, ties broken
 * by the seed; a games night in Deelnemers order), the history, the rules. Too few present is an error; a team
 * event paired by record warns of results missing in the round before.
 */
export function drawInput(ev: DrawEvent, key: RoundKey, seed: string): DrawInput {
  const { settings: s, problems, competition: comp } = ev;
  const history = historyBefore(ev, key);
  const present = presentIn(comp);
  if (s.entrant === 'team') {
    if (present.length < 2) {
      problems.error(undefined, msg('drTooFewTeams', present.length));
      problems.throwIfErrors();
    }
    // Results missing in the last round before this one (the standings are used as they are).
    const missing = formsMissingBefore(ev, key);
    if (missing)
      problems.warning(undefined, msg('drResultsMissing', missing.round, missing.evening, missing.tables.length));
    const { order, group } = rankTeams(comp, ev.scored, present, seed);
    const ahead = roundsAhead(
      s,
      key,
      order,
      comp.entrants.map((e) => e.id),
    );
    return {
      kind: 'teams',
      input: {
        evening: key.evening,
        round: key.round,
        present: order,
        group,
        history,
        colours: s.colours,
        changeTables: s.changeTables,
        repeatScope: s.evenings > 1 ? 'evening' : 'competition',
        seed,
        ...(ahead ? { ahead } : {}),
      },
    };
  }
  if (!roundShape(present.length, s.playersPerSide, s.oddPlayers)) {
    problems.error(
      undefined,
      msg(
        'drTooFewPlayers',
        present.length,
        s.oddPlayers === 'tables' && s.playersPerSide === 2 ? 3 : 2 * s.playersPerSide,
      ),
    );
    problems.throwIfErrors();
  }
  return {
    kind: 'players',
    input: {
      evening: key.evening,
      round: key.round,
      present: [...present].sort((a, b) => comp.entrants[a]!.nr - comp.entrants[b]!.nr),
      history,
      roundsToPlan: roundsToPlan(s, present.length, key.round),
      playersPerSide: s.playersPerSide,
      oddPlayers: s.oddPlayers,
      seed,
    },
  };
}

/**
 * The rounds a partner draw plans at once: the rest of the evening when its length is set
 * (`roundsPerEvening`); otherwise up to `planRounds`, or, when that is 0 (the default), up to the longest
 * evening of the players present that can be played without any repeat, so an evening of unknown length
 * is free of repeats as long as one can be.
 */
function roundsToPlan(s: KeezenSettings, present: number, round: number): number {
  if (s.roundsPerEvening > 0) return s.roundsPerEvening - round + 1;
  const horizon = s.planRounds > 0 ? s.planRounds : repeatFreeRounds(present);
  return Math.max(1, horizon - round + 1);
}

/** A drawn round: the engine's result, and the round as seated (tables of sides, byes or sit-outs). */
export type KeezenDraw =
  | {
      readonly kind: 'teams';
      readonly input: TeamDrawInput;
      readonly result: TeamDrawResult;
      readonly seated: SeatedRound;
    }
  | {
      readonly kind: 'players';
      readonly input: PlayerDrawInput;
      readonly result: PlayerDrawResult;
      readonly seated: SeatedRound;
    };

/** Runs the draw the input is for. */
export function runDraw(d: DrawInput): KeezenDraw {
  const { evening, round, seed } = d.input;
  if (d.kind === 'teams') {
    const result = drawTeams(d.input);
    const tables = result.games.map((g) => ({ table: g.table, sides: [[g.a], [g.b]] }));
    return {
      kind: 'teams',
      input: d.input,
      result,
      seated: { evening, round, seed, tables, byes: result.bye ? [result.bye.team] : [] },
    };
  }
  const result = drawPlayers(d.input);
  return {
    kind: 'players',
    input: d.input,
    result,
    seated: { evening, round, seed, tables: result.tables, byes: result.sitOut },
  };
}
