/**
 * Checks across the score forms of a competition: who sits where, and whether
 * a round or table is missing. Checks within one form are in score.ts.
 */
import { msg } from '../../i18n';
import { isFinalEvening } from './final';
import { Place, Problems, formatPlace } from '../problems';
import {
  EntrantId,
  KeezenCompetition,
  KeezenForm,
  RoundKey,
  SIDE_LETTERS,
  SideIndex,
  compareKeys,
  fieldPlace,
  roundKeyText,
  sameKey,
  seatOf,
} from './types';

/** The tab the forms come from (for problems about something that is not there). */
function formsTab(forms: readonly KeezenForm[]): Place | undefined {
  const tab = forms.find((f) => f.place)?.place?.tab;
  return tab === undefined ? undefined : { tab };
}

/** Numbers 1..max that are not in the set. */
function gaps(present: Iterable<number>, max?: number): number[] {
  const set = new Set(present);
  const top = max ?? Math.max(0, ...set);
  const out: number[] = [];
  for (let i = 1; i <= top; i++) if (!set.has(i)) out.push(i);
  return out;
}

/**
 * Every cross-form problem into `problems`: an entrant twice at a table or in
 * a round, a table twice in a round, a round after the last or an evening
 * after the last, a missing round or table (not when `partial`: some rows
 * could not be read). Returns the forms that can be scored (those whose
 * seats are all sound).
 */
export function checkForms(
  comp: KeezenCompetition,
  problems: Problems,
  options: { partial?: boolean } = {},
): KeezenForm[] {
  const s = comp.settings;
  const name = (e: EntrantId) => comp.entrants[e]?.name ?? String(e);
  const sound: KeezenForm[] = [];
  const seatIn = new Map<string, Place | undefined>();
  const tableIn = new Map<string, Place | undefined>();
  // Messages name the evening only in a competition of evenings.
  const withEvenings = s.evenings > 1 || comp.forms.some((f) => f.evening > 1);
  const roundsOf = new Map<number, Set<number>>();
  const tablesOf = new Map<string, Set<number>>();

  for (const form of comp.forms) {
    let ok = true;
    // A final round's evening (after the last) is checked against the final (standings.ts, checkFinals).
    const final = isFinalEvening(s, form.evening);
    if (s.roundsPerEvening > 0 && form.round > s.roundsPerEvening && !final) {
      problems.error(fieldPlace(form, 'round'), msg('kzRoundAfterLast', form.round, s.roundsPerEvening));
      ok = false;
    }
    if (form.evening > s.evenings && !final) {
      problems.error(fieldPlace(form, 'evening'), msg('kzEveningAfterLast', form.evening, s.evenings));
      ok = false;
    }
    const roundKey = roundKeyText(form);
    const tableKey = `${roundKey}:${form.table}`;
    const firstTable = tableIn.get(tableKey);
    if (tableIn.has(tableKey)) {
      problems.error(
        fieldPlace(form, 'table'),
        msg('kzTableTwice', form.table, form.round, firstTable ? formatPlace(firstTable) : ''),
      );
      ok = false;
    } else tableIn.set(tableKey, form.place);

    const atTable = new Map<EntrantId, string>();
    for (const si of [0, 1] as SideIndex[]) {
      form.sides[si].entrants.forEach((e, i) => {
        const field = `entrant${si}.${i}` as const;
        const seat = comp.settings.entrant === 'team' ? SIDE_LETTERS[si] : seatOf(si, i);
        const there = atTable.get(e);
        if (there !== undefined) {
          problems.error(fieldPlace(form, field), msg('kzEntrantTwiceAtTable', name(e), there));
          ok = false;
          return;
        }
        atTable.set(e, seat);
        const key = `${roundKey}:${e}`;
        if (seatIn.has(key)) {
          const first = seatIn.get(key);
          problems.error(
            fieldPlace(form, field),
            msg('kzEntrantTwiceInRound', name(e), form.round, first ? formatPlace(first) : ''),
          );
          ok = false;
          return;
        }
        seatIn.set(key, fieldPlace(form, field));
      });
    }
    if (!roundsOf.has(form.evening)) roundsOf.set(form.evening, new Set());
    roundsOf.get(form.evening)!.add(form.round);
    if (!tablesOf.has(roundKey)) tablesOf.set(roundKey, new Set());
    tablesOf.get(roundKey)!.add(form.table);
    if (ok) sound.push(form);
  }

  // A prepared row not filled in yet fills its table and seats (no gap); once its round or a later one has forms,
  // it is a drawn table without a form, said at the row to fill in. Next to a typed form of its table it is spare.
  const lastWithForms = comp.forms.reduce<KeezenForm | undefined>(
    (last, f) => (last === undefined || compareKeys(f, last) > 0 ? f : last),
    undefined,
  );
  for (const p of comp.pending ?? []) {
    const roundKey = roundKeyText(p);
    if (!roundsOf.has(p.evening)) roundsOf.set(p.evening, new Set());
    roundsOf.get(p.evening)!.add(p.round);
    if (!tablesOf.has(roundKey)) tablesOf.set(roundKey, new Set());
    tablesOf.get(roundKey)!.add(p.table);
    const typed = tableIn.get(`${roundKey}:${p.table}`);
    if (tableIn.has(`${roundKey}:${p.table}`))
      problems.warning(p.place, msg('kzPendingSpare', p.table, typed ? formatPlace(typed) : ''));
    else if (lastWithForms && compareKeys(p, lastWithForms) <= 0)
      problems.warning(p.place, msg('kzFormNotIn', p.table, p.sides.flat().map(name)));
  }

  // A bye of the draw for an entrant who has a form in that round after all (moved to a table): the form counts.
  for (const b of comp.byes ?? []) {
    if (seatIn.has(`${roundKeyText(b)}:${b.entrant}`))
      problems.warning(b.place, msg('kzByeAndForm', name(b.entrant), b.round, withEvenings ? b.evening : 0));
  }

  // With forms left out (unreadable rows) a gap proves nothing: the gap checks wait until they are read.
  if (options.partial) return sound;
  const tab = formsTab(comp.forms);
  for (const evening of gaps(roundsOf.keys())) problems.warning(tab, msg('kzEveningMissing', evening));
  for (const [evening, rounds] of [...roundsOf].sort((x, y) => x[0] - y[0])) {
    for (const round of gaps(rounds)) problems.error(tab, msg('kzRoundMissing', round, withEvenings ? evening : 0));
    for (const round of [...rounds].sort((x, y) => x - y)) {
      for (const table of gaps(tablesOf.get(roundKeyText({ evening, round }))!))
        problems.error(tab, msg('kzTableMissing', table, round, withEvenings ? evening : 0));
    }
  }

  for (const { evening, round, entrants } of roundsWithoutForms(comp))
    problems.warning(tab, msg('kzNoFormInRound', entrants.map(name).join(', '), round, withEvenings ? evening : 0));
  return sound;
}

/** A round in which entrants that take part have no form (nor a bye): the round is not complete. */
export interface RoundWithoutForms extends RoundKey {
  readonly entrants: readonly EntrantId[];
}

/**
 * The rounds with an entrant that played in the evening but has no form in
 * that round (a lost form, or a team that left). In a one-day team event
 * every listed team plays every round (an absent team gets a forfeit form).
 * Entrants marked absent in Deelnemers (Aanwezig = nee) left on purpose.
 * A final round's evening is left out: only its finalists play, each round as its schedule says (the teams not
 * in the final and the team free in a round hand in nothing); standings.ts checks it against the schedule.
 */
export function roundsWithoutForms(comp: KeezenCompetition): RoundWithoutForms[] {
  const s = comp.settings;
  const out: RoundWithoutForms[] = [];
  const byEvening = new Map<number, KeezenForm[]>();
  for (const f of comp.forms) byEvening.set(f.evening, [...(byEvening.get(f.evening) ?? []), f]);
  const allPlay = s.evenings === 1 && s.entrant === 'team';
  for (const [evening, forms] of [...byEvening].sort((x, y) => x[0] - y[0])) {
    if (isFinalEvening(s, evening)) continue;
    const everyone = new Set<EntrantId>(
      allPlay ? comp.entrants.filter((e) => e.present !== false).map((e) => e.id) : [],
    );
    for (const f of forms) for (const side of f.sides) for (const e of side.entrants) everyone.add(e);
    const rounds = [...new Set(forms.map((f) => f.round))].sort((x, y) => x - y);
    for (const round of rounds) {
      const there = new Set<EntrantId>();
      for (const f of forms)
        if (f.round === round) for (const side of f.sides) for (const e of side.entrants) there.add(e);
      // A bye or a sit-out of the draw has no form; a form not in yet is said at its row.
      for (const b of comp.byes ?? []) if (sameKey(b, { evening, round })) there.add(b.entrant);
      for (const p of comp.pending ?? [])
        if (sameKey(p, { evening, round })) for (const e of p.sides.flat()) there.add(e);
      const missing = [...everyone]
        .filter((e) => !there.has(e) && comp.entrants[e]?.present !== false)
        .sort((x, y) => x - y);
      if (missing.length > 0) out.push({ evening, round, entrants: missing });
    }
  }
  return out;
}

/** Who sits where as one key: the same when each side holds the same entrants (the sides may be swapped). */
export function seating(sides: readonly (readonly EntrantId[])[]): string {
  return sides
    .map((side) => [...side].sort((a, b) => a - b).join('+'))
    .sort()
    .join('|');
}

/** A drawn round as the check against the draw needs it: its tables, each with its row of Tafelindeling. */
export interface DrawnRound extends RoundKey {
  readonly tables: readonly {
    readonly table: number;
    readonly sides: readonly (readonly EntrantId[])[];
    readonly place?: Place;
  }[];
}

/**
 * The forms against the draw, as warnings at their place (the standings still count what was played):
 * in every drawn round that has forms, a drawn table without a form (at its Tafelindeling row), a form
 * whose sides are not those drawn at its table, and a form at a table that was not drawn. Sides may be
 * swapped on the form; tables of 3, 5 or 6 have no form and are left out.
 */
export function checkAgainstDraw(comp: KeezenCompetition, drawn: readonly DrawnRound[], problems: Problems): void {
  const names = (ids: readonly EntrantId[]) => ids.map((e) => comp.entrants[e]?.name ?? String(e));
  for (const r of drawn) {
    const forms = comp.forms.filter((f) => sameKey(f, r));
    const pending = (comp.pending ?? []).filter((p) => sameKey(p, r));
    // A prepared row that is not what was drawn (a new draw after "Ronde vastleggen"): said at once.
    for (const p of pending) {
      const t = r.tables.find((x) => x.table === p.table);
      if (!t) problems.warning(p.place, msg('kzFormTableNotDrawn', p.table));
      else if (seating(p.sides) !== seating(t.sides))
        problems.warning(p.place, msg('kzFormNotAsDrawn', t.table, names(t.sides[0]!), names(t.sides[1]!)));
    }
    if (forms.length === 0) continue;
    for (const t of r.tables) {
      if (
        t.sides.length !== 2 ||
        t.sides.some((side) => side.length !== comp.settings.playersPerSide && comp.settings.entrant === 'player')
      )
        continue;
      const form = forms.find((f) => f.table === t.table);
      // A table with a prepared row is said at that row (checkForms).
      if (!form && pending.some((p) => p.table === t.table)) continue;
      if (!form) problems.warning(t.place, msg('kzDrawnTableNoForm', t.table, names(t.sides.flat())));
      else if (seating(form.sides.map((side) => side.entrants)) !== seating(t.sides))
        problems.warning(
          fieldPlace(form, 'table'),
          msg('kzFormNotAsDrawn', t.table, names(t.sides[0]!), names(t.sides[1]!)),
        );
    }
    for (const f of forms)
      if (!r.tables.some((t) => t.table === f.table))
        problems.warning(fieldPlace(f, 'table'), msg('kzFormTableNotDrawn', f.table));
  }
}
