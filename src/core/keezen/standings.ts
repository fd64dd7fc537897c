/**
 * Keezen standings: every form checked and scored, then one table per unit of
 * the `scope` setting, each ordered by the `order` keys with shared ranks for
 * entrants equal on all of them (listed by name).
 *
 * What an entrant collects from a game:
 *  - team entrants: its side's points; points against = the other side's points;
 *  - player entrants: his own points (scoreFor = player) or his side's points
 *    (scoreFor = side); points against = what one opponent scored: the
 *    opposing side's points, or with scoreFor = player the average of the
 *    opposing players' points (so that it compares with his own);
 *  - a win, draw or loss and the match points for it;
 *  - play time: the form's play time; a forfeit without one counts as the
 *    full time limit; a played form without one makes the total unknown
 *    (unknown sorts after every known total);
 *  - handed in: the time on the entrant's last form in the table;
 *  - a bye (a `vrij` line of the draw, in a round that has forms), by
 *    `byeScore`: `forfeit` — scored as a won forfeit (all pawns against
 *    forfeitLoserPawns: a game played and won, its points and points against,
 *    the time limit as play time); `average` — the entrant's own average game
 *    points per game in the table, rounded half up; `points` — byePoints game
 *    points; `none` — nothing. Only `forfeit` counts as a game played.
 */
import { Problems } from '../problems';
import { compareNames } from '../text';
import { msg } from '../../i18n';
import { checkForms } from './checks';
import { FinalRoundPlan, finalEvening, finalSchedule, isFinalEvening } from './final';
import { formatMinutes } from './time';
import { GameScore, scoreForm } from './score';
import { KeezenSettings, OrderKey } from './settings';
import {
  EntrantId,
  KeezenBye,
  KeezenCompetition,
  KeezenForm,
  RoundKey,
  SideIndex,
  compareKeys,
  fieldPlace,
  roundKeyText,
  sameKey,
} from './types';

export interface ScoredForm {
  readonly form: KeezenForm;
  readonly score: GameScore;
}

export interface KeezenRow {
  readonly rank: number;
  readonly entrant: EntrantId;
  readonly nr: number;
  readonly name: string;
  readonly played: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly matchPoints: number;
  readonly points: number;
  readonly against: number;
  readonly difference: number;
  /** Total play time in minutes; undefined when a form lacks it. */
  readonly playTime: number | undefined;
  /** Clock time (minutes after midnight) of the last form; undefined when it lacks it. */
  readonly handedIn: number | undefined;
}

type TableKind = 'event' | 'season' | 'evening' | 'round' | 'final';

export interface KeezenTable {
  readonly kind: TableKind;
  /** For evening and round tables. */
  readonly evening?: number;
  readonly round?: number;
  readonly rows: readonly KeezenRow[];
  /** Rounds in this table. */
  readonly rounds: readonly RoundKey[];
  /** Every round of the event/season (or of the evening) is in. */
  readonly complete: boolean;
  /** Only on the overall table (the first), with finalRoundOnTie, once every evening is complete: the entrants sharing rank 1 (a final round is needed). */
  readonly finalRound?: readonly EntrantId[];
}

/** A final round (final.ts): who plays it, its schedule, its own table (kind `final`: its games only). */
export interface KeezenFinal {
  /** 1 for the first; the next one follows a final that ended level again. */
  readonly number: number;
  /** The evening its rounds are in (after the season's last). */
  readonly evening: number;
  /** The teams level at the top, in the standings' order. */
  readonly entrants: readonly EntrantId[];
  readonly schedule: readonly FinalRoundPlan[];
  readonly table: KeezenTable;
  /** Every game of the schedule has a form. */
  readonly complete: boolean;
}

/** Who won the competition: decided by the season (`final` 0) or by the k-th final round. */
export interface KeezenWinner {
  readonly entrant: EntrantId;
  readonly final: number;
}

export interface KeezenStandings {
  /** The overall table first, then the others (latest first). */
  readonly tables: readonly KeezenTable[];
  /** With finalRoundOnTie and the season complete and level at the top: the final rounds, due or played. */
  readonly finals?: readonly KeezenFinal[];
  /** With finalRoundOnTie, once decided: by the season alone, or by a final round. */
  readonly winner?: KeezenWinner;
  /** Rounds counted, in order. */
  readonly rounds: readonly RoundKey[];
  readonly scored: readonly ScoredForm[];
}

/** Rounds with at least one form, in order. */
export function playedRounds(forms: readonly KeezenForm[]): RoundKey[] {
  const seen = new Map<string, RoundKey>();
  for (const f of forms) seen.set(roundKeyText(f), { evening: f.evening, round: f.round });
  return [...seen.values()].sort(compareKeys);
}

/**
 * Checks and scores every form; every problem goes into `problems` at its cell.
 * Returns the scored forms (those without problems). `partial`: some rows
 * could not be read, so missing rounds and tables are not reported yet.
 */
export function scoreCompetition(
  comp: KeezenCompetition,
  problems: Problems,
  options: { partial?: boolean } = {},
): ScoredForm[] {
  const s = comp.settings;
  const sound = checkForms(comp, problems, options);
  const scored: ScoredForm[] = [];
  for (const form of sound) {
    const score = scoreForm(form, s, (field, message) => problems.error(fieldPlace(form, field), message));
    if (!score) continue;
    scored.push({ form, score });
    if (s.timeLimit > 0 && form.playTime !== undefined && form.forfeit === undefined) {
      if (form.finished && form.playTime > s.timeLimit)
        problems.warning(
          fieldPlace(form, 'playTime'),
          msg('kzPlayTimeOverLimit', formatMinutes(form.playTime), formatMinutes(s.timeLimit)),
        );
      if (!form.finished && form.playTime < s.timeLimit)
        problems.warning(
          fieldPlace(form, 'playTime'),
          msg('kzTimeoutBeforeLimit', formatMinutes(form.playTime), formatMinutes(s.timeLimit)),
        );
    }
  }
  return scored;
}

interface Tally {
  played: number;
  wins: number;
  draws: number;
  losses: number;
  matchPoints: number;
  points: number;
  against: number;
  playTime: number | undefined;
  handedIn: number | undefined;
  lastRound: number;
}

const emptyTally = (): Tally => ({
  played: 0,
  wins: 0,
  draws: 0,
  losses: 0,
  matchPoints: 0,
  points: 0,
  against: 0,
  playTime: 0,
  handedIn: undefined,
  lastRound: -1,
});

const round2 = (x: number) => Math.round(x * 100) / 100;

const roundIndex = (rounds: readonly RoundKey[]) => {
  const index = new Map<string, number>();
  rounds.forEach((r, i) => index.set(roundKeyText(r), i));
  return (f: KeezenForm) => index.get(roundKeyText(f)) ?? -1;
};

/** A scored form, or a bye scored as a won forfeit (it has no form: it leaves the time handed in alone). */
interface Tallied extends ScoredForm {
  readonly bye?: boolean;
}

/** A bye taken as a won forfeit (side A present, side B absent), scored like a form. */
function forfeitBye(s: KeezenSettings, bye: KeezenBye): Tallied | undefined {
  const form: KeezenForm = {
    evening: bye.evening,
    round: bye.round,
    table: 0,
    sides: [
      { entrants: [bye.entrant], players: [] },
      { entrants: [], players: [] },
    ],
    finished: true,
    forfeit: 1,
  };
  const score = scoreForm(form, s, () => undefined);
  return score ? { form, score, bye: true } : undefined;
}

/** What each entrant collects from the forms and the byes. */
function tally(
  comp: KeezenCompetition,
  forms: readonly ScoredForm[],
  order: (f: KeezenForm) => number,
  byes: readonly KeezenBye[] = [],
): Map<EntrantId, Tally> {
  const s = comp.settings;
  const out = new Map<EntrantId, Tally>();
  const get = (e: EntrantId): Tally => {
    let t = out.get(e);
    if (!t) out.set(e, (t = emptyTally()));
    return t;
  };
  /** What one opposing entrant scored: the side's points, or with player scoring the average of its players. */
  const perOpponent = (sidePoints: number) =>
    s.entrant === 'player' && s.scoreFor === 'player' ? sidePoints / s.playersPerSide : sidePoints;
  const forfeits =
    s.byeScore === 'forfeit' ? byes.map((b) => forfeitBye(s, b)).filter((x): x is Tallied => x !== undefined) : [];
  for (const { form, score, bye } of [...forms, ...forfeits] as Tallied[]) {
    const playTime = form.playTime ?? (form.forfeit !== undefined ? s.timeLimit : undefined);
    const at = order(form);
    for (const si of [0, 1] as SideIndex[]) {
      const side = score.sides[si];
      const opp = score.sides[si === 0 ? 1 : 0];
      form.sides[si].entrants.forEach((e, i) => {
        const t = get(e);
        t.played++;
        if (side.outcome === 'win') t.wins++;
        else if (side.outcome === 'draw') t.draws++;
        else t.losses++;
        t.matchPoints += side.matchPoints;
        t.points += s.entrant === 'player' && side.playerPoints ? side.playerPoints[i]! : side.points;
        t.against += perOpponent(opp.points);
        t.playTime = t.playTime === undefined || playTime === undefined ? undefined : t.playTime + playTime;
        if (!bye && at >= t.lastRound) {
          t.lastRound = at;
          t.handedIn = form.handedIn;
        }
      });
    }
  }
  const averages = new Map<EntrantId, number>();
  if (s.byeScore === 'average')
    for (const [e, t] of out) averages.set(e, t.played > 0 ? Math.round(t.points / t.played) : 0);
  for (const bye of byes) {
    const t = get(bye.entrant);
    if (s.byeScore === 'average') t.points += averages.get(bye.entrant) ?? 0;
    else if (s.byeScore === 'points') t.points += s.byePoints;
  }
  return out;
}

/** Compares two rows by one key: negative when `a` ranks higher. */
function compareBy(key: OrderKey, a: KeezenRow, b: KeezenRow, s: KeezenSettings): number {
  const unknownLast = (x: number | undefined, y: number | undefined) =>
    x === undefined ? (y === undefined ? 0 : 1) : y === undefined ? -1 : x - y;
  switch (key) {
    case 'wins':
      return b.wins - a.wins;
    case 'matchPoints':
      return b.matchPoints - a.matchPoints;
    case 'points':
      return b.points - a.points;
    case 'pointsAgainst':
      return s.pointsAgainstOrder === 'fewer' ? a.against - b.against : b.against - a.against;
    case 'difference':
      return b.difference - a.difference;
    case 'playTime':
      return unknownLast(a.playTime, b.playTime);
    case 'handedIn':
      return unknownLast(a.handedIn, b.handedIn);
  }
}

/** Orders the rows by the settings' keys, then by name; equal on every key = the same rank. */
export function rankRows(rows: readonly Omit<KeezenRow, 'rank'>[], s: KeezenSettings): KeezenRow[] {
  const cmp = (a: KeezenRow, b: KeezenRow) => {
    for (const key of s.order) {
      const c = compareBy(key, a, b, s);
      if (c !== 0) return c;
    }
    return 0;
  };
  const sorted = rows
    .map((r) => ({ ...r, rank: 0 }))
    .sort((a, b) => cmp(a, b) || compareNames(a.name, b.name) || a.nr - b.nr);
  let rank = 0;
  return sorted.map((r, i) => {
    if (i === 0 || cmp(sorted[i - 1]!, r) !== 0) rank = i + 1;
    return { ...r, rank };
  });
}

function table(
  comp: KeezenCompetition,
  kind: TableKind,
  forms: readonly ScoredForm[],
  rounds: readonly RoundKey[],
  everyone: boolean,
  complete: boolean,
  extra: { evening?: number; round?: number },
): KeezenTable {
  const s = comp.settings;
  const inTable = new Set(rounds.map(roundKeyText));
  // A bye counts in a round of the table, unless the entrant has a form in that round after all.
  const seated = new Set<string>();
  for (const { form } of forms)
    for (const side of form.sides) for (const e of side.entrants) seated.add(`${roundKeyText(form)}:${e}`);
  const byes = (comp.byes ?? []).filter(
    (b) => inTable.has(roundKeyText(b)) && !seated.has(`${roundKeyText(b)}:${b.entrant}`),
  );
  const tallies = tally(comp, forms, roundIndex(rounds), byes);
  const rows: Omit<KeezenRow, 'rank'>[] = [];
  for (const e of comp.entrants) {
    const t = tallies.get(e.id);
    if (!t && !everyone) continue;
    const x = t ?? emptyTally();
    rows.push({
      entrant: e.id,
      nr: e.nr,
      name: e.name,
      played: x.played,
      wins: x.wins,
      draws: x.draws,
      losses: x.losses,
      matchPoints: x.matchPoints,
      points: x.points,
      against: round2(x.against),
      difference: round2(x.points - x.against),
      playTime: x.playTime,
      handedIn: x.handedIn,
    });
  }
  return { kind, ...extra, rows: rankRows(rows, s), rounds, complete };
}

/** With finalRoundOnTie, once the whole competition is in: the entrants sharing rank 1 of the overall table. */
function withFinalRound(overall: KeezenTable, s: KeezenSettings, allDone: boolean): KeezenTable {
  const top = overall.rows.filter((r) => r.rank === 1 && r.played > 0);
  return s.finalRoundOnTie && allDone && top.length > 1
    ? { ...overall, finalRound: top.map((r) => r.entrant) }
    : overall;
}

/**
 * The standings, from forms already scored. `afterRounds`: count only the
 * first N rounds played (default all).
 */
export function standingsFrom(
  comp: KeezenCompetition,
  scored: readonly ScoredForm[],
  options: { afterRounds?: number } = {},
): KeezenStandings {
  const s = comp.settings;
  const all = playedRounds(scored.map((x) => x.form));
  const cut = options.afterRounds === undefined ? all : all.slice(0, Math.max(0, options.afterRounds));
  const inRounds = new Set(cut.map(roundKeyText));
  const countedAll = scored.filter((x) => inRounds.has(roundKeyText(x.form)));
  // The rounds of final rounds (after the last evening) count in their own tables only.
  const rounds = cut.filter((r) => !isFinalEvening(s, r.evening));
  const counted = countedAll.filter((x) => !isFinalEvening(s, x.form.evening));
  const eveningDone = (evening: number) =>
    s.roundsPerEvening > 0 && rounds.filter((r) => r.evening === evening).length >= s.roundsPerEvening;
  const allDone = Array.from({ length: s.evenings }, (_, i) => i + 1).every(eveningDone);

  const tables: KeezenTable[] = [];
  const evenings = [...new Set(rounds.map((r) => r.evening))].sort((a, b) => b - a);
  const eveningTables = () =>
    evenings.map((ev) =>
      table(
        comp,
        'evening',
        counted.filter((x) => x.form.evening === ev),
        rounds.filter((r) => r.evening === ev),
        false,
        eveningDone(ev),
        { evening: ev },
      ),
    );
  switch (s.scope) {
    case 'event':
      tables.push(table(comp, 'event', counted, rounds, true, allDone, {}));
      break;
    case 'season':
      tables.push(table(comp, 'season', counted, rounds, true, allDone, {}));
      tables.push(...eveningTables());
      break;
    case 'evening':
      tables.push(...eveningTables());
      if (tables.length === 0) tables.push(table(comp, 'evening', [], [], true, false, { evening: 1 }));
      break;
    case 'round':
      tables.push(table(comp, 'event', counted, rounds, true, allDone, {}));
      for (const r of [...rounds].reverse()) {
        const forms = counted.filter((x) => sameKey(x.form, r));
        tables.push(table(comp, 'round', forms, [r], false, true, { evening: r.evening, round: r.round }));
      }
      break;
  }
  // The final round is announced once, on the overall table (the first), when every evening is complete.
  tables[0] = withFinalRound(tables[0]!, s, allDone);
  const { finals, winner } = finalRounds(comp, tables[0], countedAll, cut, allDone);
  return {
    tables,
    ...(finals.length > 0 ? { finals } : {}),
    ...(winner ? { winner } : {}),
    rounds: cut,
    scored: countedAll,
  };
}

/**
 * The final rounds (final.ts) and the winner: the sole number 1 of a complete season; else the final round
 * among the teams level at the top, then, while a complete final ends level again, the next among those
 * still level. A final's table counts its own games only; a team free in one of its rounds gets nothing.
 */
function finalRounds(
  comp: KeezenCompetition,
  overall: KeezenTable,
  scored: readonly ScoredForm[],
  rounds: readonly RoundKey[],
  allDone: boolean,
): { finals: KeezenFinal[]; winner?: KeezenWinner } {
  const s = comp.settings;
  const finals: KeezenFinal[] = [];
  if (!s.finalRoundOnTie || !allDone) return { finals };
  // Players drawn with partners play no final (final.ts): the tie is announced only.
  if (s.entrant !== 'team' && overall.finalRound) return { finals };
  let level = overall.finalRound;
  if (!level) {
    const top = overall.rows.filter((r) => r.rank === 1 && r.played > 0);
    return top.length === 1 ? { finals, winner: { entrant: top[0]!.entrant, final: 0 } } : { finals };
  }
  const noByes: KeezenCompetition = { ...comp, byes: [] };
  for (let k = 1; level; k++) {
    const evening = finalEvening(s, k);
    const forms = scored.filter((x) => x.form.evening === evening);
    const schedule = finalSchedule(level);
    const games = schedule.reduce((n, r) => n + r.tables.length, 0);
    const complete = forms.length >= games;
    const own = rounds.filter((r) => r.evening === evening);
    const t = table(noByes, 'final', forms, own, true, complete, { evening });
    const playing = new Set(level);
    const rows = rankRows(
      t.rows.filter((r) => playing.has(r.entrant)),
      s,
    );
    finals.push({ number: k, evening, entrants: level, schedule, table: { ...t, rows }, complete });
    if (!complete) break;
    const top = rows.filter((r) => r.rank === 1);
    if (top.length === 1) return { finals, winner: { entrant: top[0]!.entrant, final: k } };
    level = top.map((r) => r.entrant);
  }
  return { finals };
}

/**
 * The forms of evenings after the last, against the final rounds: an evening with no final round due (the
 * season not complete, not level at the top, or already decided), a team that is not in that final, a round
 * after the final's last. Errors at their cells. Then, as a warning, a finalist without a form in a round of
 * its final that has forms: only the schedule's tables hand in one (not the teams out of the final, nor the
 * team free in that round).
 */
function checkFinals(comp: KeezenCompetition, standings: KeezenStandings, problems: Problems): void {
  const s = comp.settings;
  const name = (e: EntrantId) => comp.entrants[e]?.name ?? String(e);
  for (const form of comp.forms) {
    if (!isFinalEvening(s, form.evening)) continue;
    const final = standings.finals?.find((f) => f.evening === form.evening);
    if (!final) {
      problems.error(fieldPlace(form, 'evening'), msg('kzFinalNotDue', form.evening, s.evenings));
      continue;
    }
    if (form.round > final.schedule.length)
      problems.error(fieldPlace(form, 'round'), msg('kzFinalRoundAfterLast', form.round, final.schedule.length));
    const playing = new Set(final.entrants);
    form.sides.forEach((side, si) =>
      side.entrants.forEach((e, i) => {
        if (!playing.has(e))
          problems.error(
            fieldPlace(form, `entrant${si as SideIndex}.${i}`),
            msg('kzNotInFinal', name(e), final.entrants.map(name)),
          );
      }),
    );
  }
  const tab = comp.forms.find((f) => f.place)?.place?.tab;
  for (const final of standings.finals ?? []) {
    const rows = [
      ...comp.forms
        .filter((f) => f.evening === final.evening)
        .map((f) => ({ round: f.round, sides: f.sides.map((x) => x.entrants) })),
      ...(comp.pending ?? []).filter((p) => p.evening === final.evening),
    ];
    for (const plan of final.schedule) {
      const own = rows.filter((r) => r.round === plan.round);
      if (own.length === 0) continue;
      const there = new Set(own.flatMap((r) => r.sides.flat()));
      const missing = plan.tables
        .flatMap((t) => [t.a, t.b])
        .filter((e) => !there.has(e) && comp.entrants[e]?.present !== false)
        .sort((x, y) => x - y);
      if (missing.length > 0)
        problems.warning(
          tab === undefined ? undefined : { tab },
          msg('kzNoFormInRound', missing.map(name).join(', '), plan.round, final.evening),
        );
    }
  }
}

/** Checks, scores and ranks: the standings, with every problem in `problems`. */
export function computeKeezenStandings(
  comp: KeezenCompetition,
  problems: Problems,
  options: { afterRounds?: number; partial?: boolean } = {},
): KeezenStandings {
  const standings = standingsFrom(
    comp,
    scoreCompetition(comp, problems, options.partial ? { partial: true } : {}),
    options,
  );
  checkFinals(comp, standings, problems);
  return standings;
}
