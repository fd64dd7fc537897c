/**
 * Reads a Keizer competition from its tabs (Instellingen, Spelers, Uitslagen,
 * Afwezig) into the engine's typed data, reporting every problem at its cell.
 */
import { cellText, isEmptyCell, parseNumberCell } from '../core/cell';
import { KeizerSettings, keizerSettingsSpec } from '../core/keizer/settings';
import { parseGameResult } from '../core/keizer/results';
import { byeNotes } from '../core/keizer/attendance';
import {
  AbsenceReason,
  KeizerAbsence,
  KeizerCompetition,
  KeizerGame,
  KeizerPlayer,
  PlayerId,
} from '../core/keizer/types';
import { Place, Problems, formatPlace } from '../core/problems';
import { findEntry, parseSettings } from '../core/settings/parse';
import { keizerPresetSettings } from '../core/keizer/presets';
import { parseYesNo } from '../core/settings/spec';
import { matchKey, suggest } from '../core/text';
import { Lang, msg } from '../i18n';
import type { WorkbookReader } from '../workbook/workbook';
import {
  ABSENCE_WORDS,
  KEEZEN_PARTICIPANTS_TAB,
  KEIZER_ABSENCES_TAB,
  KEIZER_PLAYERS_TAB,
  KEIZER_RESULTS_TAB,
  allNames,
} from './contract';
import { SettingsTab } from './settingsTab';
import { DatedRound, readRoundDates } from './roundDates';
import { Table, locateTab, readInteger, readNumber, readTable, readText, readYesNo, warnOddName } from './table';

export interface KeizerInput {
  readonly competition: KeizerCompetition;
  /** Language of the input tabs: what is written back follows it. */
  readonly lang: Lang;
  /** Actual tab names found. */
  readonly tabs: { readonly players: string; readonly results?: string; readonly absences?: string };
  /** The day of each round with one in Uitslagen's Datum column, by `dayKey` (sheet/roundDates.ts). */
  readonly roundDates: ReadonlyMap<string, string>;
}

/** Name lookup with "did you mean" for unknown names. */
export class PlayerIndex {
  private readonly byKey = new Map<string, PlayerId>();
  /** Each name as typed, once matched: a tab names every player once a round, and matchKey is no cheap call. */
  private readonly byText = new Map<string, PlayerId | undefined>();

  constructor(private readonly players: readonly KeizerPlayer[]) {
    for (const p of players) this.byKey.set(matchKey(p.name), p.id);
  }

  find(name: string): PlayerId | undefined {
    if (this.byText.has(name)) return this.byText.get(name);
    const id = this.byKey.get(matchKey(name));
    this.byText.set(name, id);
    return id;
  }

  /** The player, or a located error (no place: a request, not a cell) with a suggestion. */
  resolve(name: string, place: Place | undefined, problems: Problems): PlayerId | undefined {
    const id = this.find(name);
    if (id === undefined)
      problems.error(
        place,
        msg(
          'unknownPlayer',
          name,
          suggest(
            name,
            this.players.map((p) => p.name),
          ),
        ),
      );
    return id;
  }
}

/**
 * Whether `name` is in the Naam column of Spelers (matched as everywhere, by
 * matchKey); undefined when there is no Spelers tab to tell.
 */
export function isPlayerName(wb: WorkbookReader, name: string): boolean | undefined {
  const table = readTable(wb, KEIZER_PLAYERS_TAB, new Problems(), { required: false });
  if (!table) return undefined;
  const key = matchKey(name);
  return table.rows.some((r) => matchKey(cellText(r.get('name'))) === key);
}

const REASONS = new Map<string, AbsenceReason>();
for (const [reason, words] of Object.entries(ABSENCE_WORDS) as [
  AbsenceReason,
  (typeof ABSENCE_WORDS)[AbsenceReason],
][]) {
  for (const w of allNames(words)) REASONS.set(matchKey(w), reason);
  REASONS.set(matchKey(reason), reason);
}

export function parseAbsenceReason(text: string): AbsenceReason | undefined {
  // The keys are their own matchKey (plain lower-case words): a reason typed as one needs no matching.
  return REASONS.get(text) ?? REASONS.get(matchKey(text));
}

/** The settings: the named `preset` (default zwartedame, the spec's own defaults), overridden by every other key of the tab. */
function readKeizerSettings(settingsTab: SettingsTab, problems: Problems): KeizerSettings {
  const entry = findEntry(settingsTab.entries, 'preset');
  const preset = entry ? keizerSettingsSpec.preset.parse(entry.value) : undefined;
  // A preset that is not there is reported by parseSettings at its cell, as any bad value.
  const presetDefaults = preset && 'value' in preset ? keizerPresetSettings(preset.value) : {};
  return parseSettings(keizerSettingsSpec, settingsTab.entries, problems, { presetDefaults, consumed: ['type'] });
}

function readKeizerPlayers(
  table: Table<keyof typeof KEIZER_PLAYERS_TAB.columns>,
  settings: KeizerSettings,
  problems: Problems,
): KeizerPlayer[] {
  const cols = KEIZER_PLAYERS_TAB.columns;
  const lang = table.lang;
  const players: KeizerPlayer[] = [];
  const seen = new Map<string, Place>();
  const startRanks = new Map<number, Place>();
  for (const row of table.rows) {
    const name = readText(row, 'name', cols.name[lang], problems, true);
    const rating = readNumber(row, 'rating', problems);
    const startRank = readInteger(row, 'startRank', cols.startRank[lang], problems, { required: false, min: 1 });
    const previousRank = readInteger(row, 'previousRank', cols.previousRank[lang], problems, {
      required: false,
      min: 1,
    });
    const category = readText(row, 'category', cols.category[lang], problems, false);
    const active = readYesNo(row, 'active', problems, true);
    const fromRound = readInteger(row, 'fromRound', cols.fromRound[lang], problems, {
      required: false,
      min: 1,
      max: settings.rounds,
    });
    const estimated = readYesNo(row, 'estimated', problems, false);
    const penaltyByes = readPenaltyByes(row, problems);
    const fideId = readText(row, 'fideId', cols.fideId[lang], problems, false);
    const knsbId = readText(row, 'knsbId', cols.knsbId[lang], problems, false);
    if (name === undefined) continue;
    const first = seen.get(matchKey(name));
    if (first) {
      problems.error(row.place('name'), msg('duplicateName', name, formatPlace(first)));
      continue;
    }
    seen.set(matchKey(name), row.place('name'));
    warnOddName(name, row.place('name'), problems);
    if (settings.startOrder === 'given' && active) {
      if (startRank === undefined) {
        if (isEmptyCell(row.get('startRank'))) problems.error(row.place('startRank'), msg('startRankMissing'));
      } else {
        const taken = startRanks.get(startRank);
        if (taken) problems.error(row.place('startRank'), msg('startRankTwice', startRank, formatPlace(taken)));
        startRanks.set(startRank, row.place('startRank'));
      }
    }
    players.push({
      id: players.length,
      name,
      active,
      place: row.place('name'),
      ...(rating !== undefined ? { rating } : {}),
      ...(startRank !== undefined ? { startRank } : {}),
      ...(previousRank !== undefined ? { previousRank } : {}),
      ...(category !== undefined ? { category } : {}),
      ...(fromRound !== undefined && fromRound > 1 ? { fromRound } : {}),
      ...(estimated ? { estimated } : {}),
      ...(penaltyByes > 0 ? { penaltyByes } : {}),
      ...(fideId !== undefined ? { fideId } : {}),
      ...(knsbId !== undefined ? { knsbId } : {}),
    });
  }
  if (players.length === 0 && !problems.hasErrors()) problems.error({ tab: table.tab }, msg('noPlayers'));
  return players;
}

/** Column Straf-oneven: ja = 1, nee/empty = 0, or a number of penalty byes imposed. */
function readPenaltyByes(
  row: Table<keyof typeof KEIZER_PLAYERS_TAB.columns>['rows'][number],
  problems: Problems,
): number {
  const cell = row.get('penaltyByes');
  if (isEmptyCell(cell)) return 0;
  const n = parseNumberCell(cell);
  if (n !== undefined && Number.isInteger(n) && n >= 0) return n;
  const yes = parseYesNo(cell);
  if (yes !== undefined) return yes ? 1 : 0;
  problems.error(row.place('penaltyByes'), msg('notYesNo', cellText(cell)));
  return 0;
}

/** Records who is where in each round, to catch a player paired or absent twice. */
class RoundOccupancy {
  /** By round × players + player. */
  private readonly seen = new Map<number, Place>();

  constructor(private readonly players: number) {}

  claim(round: number, player: PlayerId, name: string, place: Place, problems: Problems): boolean {
    const key = round * this.players + player;
    const first = this.seen.get(key);
    if (first) {
      problems.error(place, msg('playerTwiceInRound', name, round, formatPlace(first)));
      return false;
    }
    this.seen.set(key, place);
    return true;
  }
}

export function readKeizer(wb: WorkbookReader, settingsTab: SettingsTab, problems: Problems): KeizerInput {
  const settings = readKeizerSettings(settingsTab, problems);
  const playersTable = readTable(wb, KEIZER_PLAYERS_TAB, problems, { required: true, lang: settingsTab.lang });
  const lang = playersTable?.lang ?? settingsTab.lang ?? 'nl';
  // A new season has no Uitslagen yet: read as empty (pairing round 1 makes it). A tab of a near name is an error.
  const resultsTable = readTable(wb, KEIZER_RESULTS_TAB, problems, { required: false, lang });
  const absencesTable = readTable(wb, KEIZER_ABSENCES_TAB, problems, { required: false, lang });
  if (!playersTable) {
    const keezen = locateTab(wb, KEEZEN_PARTICIPANTS_TAB);
    if (keezen) problems.error({ tab: keezen.tab }, msg('setTypeKeezen', keezen.tab));
  }
  const players = playersTable ? readKeizerPlayers(playersTable, settings, problems) : [];
  const index = new PlayerIndex(players);
  const occupancy = new RoundOccupancy(players.length);
  const games: KeizerGame[] = [];
  const absences: KeizerAbsence[] = [];
  /** The Reden cell of each absence. */
  const reasonCells: Place[] = [];

  const readRound = <C extends string>(
    row: Parameters<typeof readInteger<C>>[0],
    column: C,
    label: string,
  ): number | undefined => {
    const round = readInteger(row, column, label, problems, { required: true, min: 1 });
    if (round !== undefined && round > settings.rounds) {
      problems.error(row.place(column), msg('roundAfterLast', round, settings.rounds));
      return undefined;
    }
    return round;
  };

  /** A game before the player's first round, reported at his cell. */
  const playsBeforeEntry = (
    row: Table<keyof typeof KEIZER_RESULTS_TAB.columns>['rows'][number],
    column: 'white' | 'black',
    p: PlayerId,
    round: number,
  ): boolean => {
    const from = players[p]!.fromRound ?? 1;
    if (round >= from) return false;
    problems.error(row.place(column), msg('playsBeforeEntry', players[p]!.name, round, from));
    return true;
  };

  if (resultsTable && playersTable) {
    const cols = KEIZER_RESULTS_TAB.columns;
    const l = resultsTable.lang;
    for (const row of resultsTable.rows) {
      const round = readRound(row, 'round', cols.round[l]);
      const whiteName = readText(row, 'white', cols.white[l], problems, true);
      const blackName = readText(row, 'black', cols.black[l], problems, true);
      const white = whiteName === undefined ? undefined : index.resolve(whiteName, row.place('white'), problems);
      const black = blackName === undefined ? undefined : index.resolve(blackName, row.place('black'), problems);
      const resultCell = row.get('result');
      let result: KeizerGame['result'];
      if (!isEmptyCell(resultCell)) {
        result = parseGameResult(cellText(resultCell));
        // A forfeit typed in Sheets without the apostrophe arrives as the error of the formula it became.
        if (result === undefined)
          problems.error(
            row.place('result'),
            /^#(ERROR!|NAME\?|VALUE!|N\/A)$/.test(cellText(resultCell))
              ? msg('resultIsFormula', cellText(resultCell))
              : msg('unknownResult', cellText(resultCell)),
          );
      }
      if (round === undefined || white === undefined || black === undefined) continue;
      if (white === black) {
        problems.error(row.place('black'), msg('playsHimself', players[white]!.name));
        continue;
      }
      const whiteEarly = playsBeforeEntry(row, 'white', white, round);
      const blackEarly = playsBeforeEntry(row, 'black', black, round);
      if (whiteEarly || blackEarly) continue;
      const okW = occupancy.claim(round, white, players[white]!.name, row.place('white'), problems);
      const okB = occupancy.claim(round, black, players[black]!.name, row.place('black'), problems);
      if (!okW || !okB) continue;
      games.push({
        round,
        white,
        black,
        place: { tab: resultsTable.tab, row: row.row },
        ...(result !== undefined ? { result } : {}),
      });
    }
  }

  if (absencesTable && playersTable) {
    const cols = KEIZER_ABSENCES_TAB.columns;
    const l = absencesTable.lang;
    const options = Object.values(ABSENCE_WORDS)
      .map((w) => w[l])
      .join(', ');
    for (const row of absencesTable.rows) {
      const round = readRound(row, 'round', cols.round[l]);
      const name = readText(row, 'name', cols.name[l], problems, true);
      const reasonText = readText(row, 'reason', cols.reason[l], problems, true);
      const player = name === undefined ? undefined : index.resolve(name, row.place('name'), problems);
      let reason: AbsenceReason | undefined;
      if (reasonText !== undefined) {
        reason = parseAbsenceReason(reasonText);
        if (reason === undefined) problems.error(row.place('reason'), msg('unknownReason', reasonText, options));
      }
      if (round === undefined || player === undefined || reason === undefined) continue;
      if (!occupancy.claim(round, player, players[player]!.name, row.place('name'), problems)) continue;
      absences.push({ round, player, reason, place: { tab: absencesTable.tab, row: row.row } });
      reasonCells.push(row.place('reason'));
    }
    // Byes beyond Zwarte Dame A.9 and A.10 still score as typed (d.2: the leader's call): a note at the Reden cell.
    const name = (p: PlayerId) => players[p]!.name;
    for (const n of byeNotes({ absences, settings })) {
      const a = absences[n.absence]!;
      const at = reasonCells[n.absence];
      if (n.kind === 'secondBye') problems.warning(at, msg('secondBye', name(a.player), a.round, name(n.first)));
      else problems.warning(at, msg('extraBye', name(a.player), a.round, n.count, n.first, settings.maxByes));
    }
  }

  // The days of the rounds, when Uitslagen has a Datum column: the rounds by row only then.
  let roundDates = new Map<string, string>();
  if (resultsTable?.columns.date !== undefined) {
    const roundAt = new Map<number, DatedRound>();
    for (const g of games) if (g.place?.row !== undefined) roundAt.set(g.place.row, { evening: 0, round: g.round });
    roundDates = readRoundDates(resultsTable, roundAt, problems);
  }
  return {
    competition: { settings, players, games, absences },
    lang,
    roundDates,
    tabs: {
      players: playersTable?.tab ?? KEIZER_PLAYERS_TAB[lang],
      ...(resultsTable ? { results: resultsTable.tab } : {}),
      ...(absencesTable ? { absences: absencesTable.tab } : {}),
    },
  };
}
