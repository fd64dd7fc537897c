/**
 * A Keizer competition as a TRF-16 file, and a TRF-16 file as a Keizer
 * season.
 *
 * The file carries what the rating administration and other programs read:
 * the players (number = row in Spelers), rating and FIDE id, every round's
 * game with colours and result, forfeits, byes and absences by their codes,
 * the points of the chess count (win 1, draw ½, and the byes by their code)
 * and the Keizer rank. What TRF has no field for goes into comment lines
 * (`###`, which every reader skips), so that a file written here comes back
 * whole:
 *
 *     ### Competitieleider keizer <round>      the marker: the file was written here, after that round
 *     ### keizer <nr> <points> <rank> <value>  the Keizer points (as shown), rank and value
 *     ### speler <nr> knsb=… startplaats=… vorige=… categorie=… actief=nee straf-oneven=… vanaf=… geschat=ja
 *     ### afwezig <round> <nr> <reason>        an absence whose code alone does not name it
 *     ### instelling <key> <value>             a setting of Instellingen (the value to the end of the line)
 *
 * Absences (Afwezig reasons) and their codes, one mapping both ways:
 *   oneven (bye)                          U  pairing-allocated bye (1 point)
 *   afgemeld (excused)                    H  half-point bye
 *   extern (external), clubtaak (club duty)  H, with an `### afwezig` line
 *   niet afgemeld (unexcused)             Z  zero-point bye
 *   straf-oneven (penalty bye)            Z, with an `### afwezig` line
 * A file from another program: U and F become oneven, H afgemeld, Z niet
 * afgemeld; a forfeit win without opponent (`0000 - +`) oneven, a forfeit
 * loss without opponent niet afgemeld; W/D/L (unrated games) the game's
 * result. A blank round records nothing.
 */
import { Problems, type Place } from '../problems';
import { msg } from '../../i18n';
import { matchKey } from '../text';
import { lastNameFirst } from './names';
import { keizerSettingsSpec } from '../keizer/settings';
import { defaultsOf } from '../settings/spec';
import type { KeizerStandings } from '../keizer/standings';
import { ABSENCE_REASONS, type AbsenceReason, type GameResult, type KeizerCompetition } from '../keizer/types';
import {
  MappingCounter,
  type ImportedSeason,
  type SeasonAbsence,
  type SeasonGame,
  type SeasonPairing,
  type SeasonPlayer,
} from './season';
import {
  PLAYER_FIELDS,
  parseRoundDates,
  playerLine,
  roundDatesText,
  trfPoints,
  type TrfFile,
  type TrfPlayer,
  type TrfRecord,
  type TrfResult,
  type TrfRound,
} from './trf';

/** The tournament data of the header that the competition does not hold itself. */
export interface TrfHeaderData {
  readonly title: string;
  readonly city?: string;
  readonly federation?: string;
  readonly startDate?: string;
  readonly endDate?: string;
  readonly arbiter?: string;
  readonly timeControl?: string;
  /** Dates of rounds 1, 2, … as YYYY/MM/DD or YYYY-MM-DD. */
  readonly roundDates?: readonly string[];
}

/** The code of each absence reason, and whether the code alone names it back. */
const ABSENCE_CODES: Readonly<Record<AbsenceReason, { readonly code: TrfResult; readonly named: boolean }>> = {
  bye: { code: 'U', named: true },
  excused: { code: 'H', named: true },
  external: { code: 'H', named: false },
  clubDuty: { code: 'H', named: false },
  unexcused: { code: 'Z', named: true },
  penaltyBye: { code: 'Z', named: false },
};

/** The reason a bye or absence code becomes in a file from elsewhere. */
const CODE_REASONS: Partial<Record<TrfResult, AbsenceReason>> = {
  U: 'bye',
  F: 'bye',
  H: 'excused',
  Z: 'unexcused',
  '+': 'bye',
  '-': 'unexcused',
};

const MARKER = 'Competitieleider keizer';

/** A game's result as the two players' codes (white's, black's). */
const GAME_CODES: Readonly<Record<GameResult, readonly [TrfResult, TrfResult]>> = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '½-½': ['=', '='],
  '+-': ['+', '-'],
  '-+': ['-', '+'],
  '--': ['-', '-'],
};

function isoToTrf(date: string): string {
  return date.trim().replace(/-/g, '/');
}

/** YYYY/MM/DD → YY/MM/DD, the form of the 132 record. */
function shortDate(date: string): string {
  const d = isoToTrf(date);
  return /^\d{4}\//.test(d) ? d.slice(2) : d;
}

function encodeValue(text: string): string {
  return encodeURIComponent(text);
}

/** The character sets a file can be written in: UTF-8, or Latin-1 for a rating officer's older (ANSI) program. */
export const TRF_ENCODINGS = ['utf8', 'latin1'] as const;
export type TrfEncoding = (typeof TRF_ENCODINGS)[number];

/** A text fit for one field: no line break, tab or other control character (each becomes a space), spaces single. */
function fieldText(text: string): string {
  return text
    .replace(/[\p{Cc}\u2028\u2029]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters outside Latin-1 that have a plain Latin-1 stand-in other than their base letter. */
const LATIN1_STAND_INS: Readonly<Record<string, string>> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ı: 'i', œ: 'oe', Œ: 'OE' };

/** What a character outside Latin-1 is written as: its letter without the accent when that is Latin-1, else `?`. */
function latin1StandIn(char: string): string {
  const known = LATIN1_STAND_INS[char];
  if (known !== undefined) return known;
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  return base !== '' && Array.from(base).every((c) => c.codePointAt(0)! <= 0xff) ? base : '?';
}

/**
 * A text as the encoding can hold it: in Latin-1 each character outside it is
 * replaced, and named in a warning at `place` (`what` names the field).
 */
function encodable(
  text: string,
  encoding: TrfEncoding,
  problems: Problems,
  place: Place | undefined,
  what: string,
): string {
  if (encoding === 'utf8') return text;
  let out = '';
  for (const c of text) {
    if (c.codePointAt(0)! <= 0xff) {
      out += c;
      continue;
    }
    const stand = latin1StandIn(c);
    problems.warning(place, msg('trfNotLatin1', what, c, stand));
    out += stand;
  }
  return out;
}

/**
 * The competition as a file, after the standings' round. Problems: a name
 * too long for its field (an error at its Spelers cell), games of the
 * exported rounds without a result (a warning: they are left blank).
 */
export function keizerToTrf(
  comp: KeizerCompetition,
  standings: KeizerStandings,
  header: TrfHeaderData,
  settings: readonly { readonly key: string; readonly value: string }[],
  problems: Problems,
  encoding: TrfEncoding = 'utf8',
): TrfFile {
  const rounds = standings.afterRound;
  const rankOf = new Map(standings.rows.map((r) => [r.player, r]));
  const codes: (TrfRound | undefined)[][] = comp.players.map(() =>
    new Array<TrfRound | undefined>(rounds).fill(undefined),
  );
  const nr = (id: number) => id + 1;
  const comments: TrfRecord[] = [{ code: '###', text: `${MARKER} ${rounds}` }];
  const absenceLines: TrfRecord[] = [];
  for (const g of comp.games) {
    if (g.round > rounds) continue;
    if (g.result === undefined) {
      problems.warning(
        g.place,
        msg('trfUnplayedLeftOut', comp.players[g.white]!.name, comp.players[g.black]!.name, g.round),
      );
      continue;
    }
    const [w, b] = GAME_CODES[g.result];
    codes[g.white]![g.round - 1] = { opponent: nr(g.black), colour: 'w', result: w };
    codes[g.black]![g.round - 1] = { opponent: nr(g.white), colour: 'b', result: b };
  }
  // By round and number, not in the order typed: the same season gives the same file however Afwezig grew.
  const absences = [...comp.absences].sort((a, b) => a.round - b.round || nr(a.player) - nr(b.player));
  for (const a of absences) {
    if (a.round > rounds) continue;
    const c = ABSENCE_CODES[a.reason];
    codes[a.player]![a.round - 1] = { opponent: 0, colour: '-', result: c.code };
    if (!c.named) absenceLines.push({ code: '###', text: `afwezig ${a.round} ${nr(a.player)} ${a.reason}` });
  }
  const nameLines: TrfRecord[] = [];
  const players: TrfPlayer[] = comp.players.map((p) => {
    // The field is "Lastname, Firstname" (the KNSB's `Berg, Jan van den`); the name as typed comes back from a
    // comment line. A typed name that fits may come out a character longer (the comma): the field keeps what fits.
    if (Array.from(p.name).length > PLAYER_FIELDS.name.width)
      problems.error(p.place, msg('trfNameTooLong', p.name, PLAYER_FIELDS.name.width));
    const written = encodable(lastNameFirst(fieldText(p.name)), encoding, problems, p.place, p.name);
    const name = Array.from(written).slice(0, PLAYER_FIELDS.name.width).join('').trimEnd();
    if (name !== p.name) nameLines.push({ code: '###', text: `naam ${nr(p.id)} ${encodeValue(p.name)}` });
    const blocks = codes[p.id]!;
    const points = blocks.reduce((s, r) => s + (r ? trfPoints(r.result) : 0), 0);
    const row = rankOf.get(p.id);
    const rating = p.rating !== undefined && p.rating > 0 ? Math.round(p.rating) : undefined;
    if (p.fideId !== undefined && !/^\d{1,11}$/.test(p.fideId))
      problems.error(p.place, msg('trfBadFideId', p.name, p.fideId));
    return {
      start: nr(p.id),
      sex: '',
      title: '',
      name,
      federation: '',
      birthDate: '',
      points,
      rank: row?.rank ?? 0,
      rounds: blocks,
      ...(rating !== undefined && rating <= 9999 ? { rating } : {}),
      ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
    };
  });
  for (const r of standings.rows)
    comments.push({ code: '###', text: `keizer ${nr(r.player)} ${r.points} ${r.rank} ${r.value}` });
  for (const p of comp.players) {
    const extra: string[] = [];
    // A KNSB relatienummer goes in the national record's number field; one that is not a number stays in the comment.
    if (p.knsbId !== undefined && !NATIONAL_ID.test(p.knsbId)) extra.push(`knsb=${encodeValue(p.knsbId)}`);
    if (p.startRank !== undefined) extra.push(`startplaats=${p.startRank}`);
    if (p.previousRank !== undefined) extra.push(`vorige=${p.previousRank}`);
    if (p.category !== undefined) extra.push(`categorie=${encodeValue(p.category)}`);
    if (!p.active) extra.push('actief=nee');
    if (p.penaltyByes !== undefined) extra.push(`straf-oneven=${p.penaltyByes}`);
    if (p.fromRound !== undefined) extra.push(`vanaf=${p.fromRound}`);
    if (p.estimated) extra.push('geschat=ja');
    if (p.rating !== undefined && (p.rating !== Math.round(p.rating) || p.rating > 9999))
      extra.push(`rating=${p.rating}`);
    if (extra.length > 0) comments.push({ code: '###', text: `speler ${nr(p.id)} ${extra.join(' ')}` });
  }
  comments.push(...nameLines, ...absenceLines);
  for (const s of settings)
    if (matchKey(s.key) !== 'type' && s.value.trim() !== '')
      comments.push({
        code: '###',
        text: `instelling ${encodeValue(s.key)} ${encodable(fieldText(s.value), encoding, problems, undefined, s.key)}`,
      });
  const national = nationalRecords(comp, players);

  const rated = players.filter((p) => p.rating !== undefined).length;
  const text = (code: string, value: string | undefined) =>
    encodable(fieldText(value ?? ''), encoding, problems, undefined, code);
  const head: TrfRecord[] = [
    { code: '012', text: text('012', header.title) },
    { code: '022', text: text('022', header.city) },
    { code: '032', text: text('032', header.federation) },
    { code: '042', text: header.startDate ? isoToTrf(fieldText(header.startDate)) : '' },
    { code: '052', text: header.endDate ? isoToTrf(fieldText(header.endDate)) : '' },
    { code: '062', text: String(players.length) },
    { code: '072', text: String(rated) },
    { code: '092', text: 'Individual: Keizer' },
    { code: '102', text: text('102', header.arbiter) },
    { code: '122', text: text('122', header.timeControl) },
  ];
  if (header.roundDates && header.roundDates.length > 0)
    head.push({ code: '132', text: roundDatesText(header.roundDates.map((d) => shortDate(fieldText(d)))) });
  // The season's length: 142 for readers of the 2026 layout, XXR for the pairing engines that read the 2016 one.
  head.push({ code: '142', text: String(comp.settings.rounds) });
  // The national records' start order is the club's own (TRF-2026, record 172: OTHER).
  if (national.length > 0) head.push({ code: '172', text: `${KNSB_FEDERATION} OTHER` });
  return {
    header: head,
    players,
    extensions: [...national, { code: 'XXR', text: String(comp.settings.rounds) }],
    comments,
  };
}

/** The federation whose number the `KNSB-id` column holds, as the national records name it. */
const KNSB_FEDERATION = 'NED';

/** A national number that fits the number field (columns 58–68) of a national record. */
const NATIONAL_ID = /^\d{1,11}$/;

/**
 * TRF-2026's National Rating Support records: for each player with a KNSB
 * relatienummer, a `NED` line of the 001 line's columns with the starting
 * rank (5–8), the rating (49–52) and the relatienummer as the national number
 * (58–68); the name is left out, the same as the 001 line's.
 */
function nationalRecords(comp: KeizerCompetition, players: readonly TrfPlayer[]): TrfRecord[] {
  const out: TrfRecord[] = [];
  comp.players.forEach((p, i) => {
    if (p.knsbId === undefined || !NATIONAL_ID.test(p.knsbId)) return;
    const line = playerLine({
      ...players[i]!,
      name: '',
      sex: '',
      title: '',
      federation: '',
      birthDate: '',
      fideId: p.knsbId,
      rounds: [],
    });
    // The static part only (to column 79): points and rank are the 001 line's.
    out.push({ code: KNSB_FEDERATION, text: line.slice(4, 79).trimEnd() });
  });
  return out;
}

/* ---------------- import ---------------- */

function placeOf(source: string, line: number | undefined): Place {
  return line === undefined ? { tab: source } : { tab: source, row: line };
}

/** A percent-encoded value, or undefined when it is not well-formed (a comment line edited by hand). */
function decodeValue(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Reads `key=value` words; undefined when a value is not well-formed. */
function keyValues(words: readonly string[]): Map<string, string> | undefined {
  const out = new Map<string, string>();
  for (const w of words) {
    const i = w.indexOf('=');
    if (i <= 0) continue;
    const value = decodeValue(w.slice(i + 1));
    if (value === undefined) return undefined;
    out.set(w.slice(0, i), value);
  }
  return out;
}

function positiveInt(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n > 0 ? n : undefined;
}

/**
 * A file as a Keizer season. Every line that cannot be mapped is an error at
 * its line; the mapping of each code is counted for the report.
 */
export function trfToSeason(file: TrfFile, source: string, problems: Problems): ImportedSeason {
  const counter = new MappingCounter();
  const own = file.comments.some((c) => c.text.startsWith(`${MARKER} `));
  // Swiss-Manager's "spielfrei" (and other programs' "bye") is a pseudo-player: a game against it is a bye, and it is no player.
  const pseudo = new Set(file.players.filter((p) => isByePlayer(p.name)).map((p) => p.start));
  const players = file.players.filter((p) => !pseudo.has(p.start)).sort((a, b) => a.start - b.start);
  const byStart = new Map<number, number>();
  const names = new Map<string, TrfPlayer>();
  players.forEach((p, i) => {
    const first = byStart.get(p.start);
    if (first !== undefined)
      problems.error(placeOf(source, p.line), msg('trfStartTwice', p.start, players[first]!.line ?? 0));
    else byStart.set(p.start, i);
    const key = matchKey(p.name);
    const same = names.get(key);
    if (same) problems.error(placeOf(source, p.line), msg('trfNameTwice', p.name, same.line ?? 0));
    else names.set(key, p);
  });

  // Comment lines of a file written here.
  const extras = new Map<number, Map<string, string>>();
  const reasons = new Map<string, { reason: AbsenceReason; line: number | undefined }>();
  const settings: { key: string; value: string }[] = [];
  const typedNames = new Map<number, string>();
  for (const c of file.comments) {
    const words = c.text.trim().split(/\s+/);
    if (words[0] === 'speler' && words.length >= 2) {
      const n = positiveInt(words[1]);
      const values = keyValues(words.slice(2));
      if (n === undefined || !byStart.has(n) || values === undefined)
        problems.error(placeOf(source, c.line), msg('trfBadComment', c.text));
      else extras.set(n, values);
    } else if (words[0] === 'afwezig' && words.length === 4) {
      const round = positiveInt(words[1]);
      const n = positiveInt(words[2]);
      const reason = (ABSENCE_REASONS as readonly string[]).includes(words[3]!)
        ? (words[3] as AbsenceReason)
        : undefined;
      if (round === undefined || n === undefined || reason === undefined || !byStart.has(n))
        problems.error(placeOf(source, c.line), msg('trfBadComment', c.text));
      else reasons.set(`${round}:${n}`, { reason, line: c.line });
    } else if (words[0] === 'naam' && words.length === 3) {
      const n = positiveInt(words[1]);
      const typed = decodeValue(words[2]!);
      if (n === undefined || !byStart.has(n) || typed === undefined || fieldText(typed) === '')
        problems.error(placeOf(source, c.line), msg('trfBadComment', c.text));
      else typedNames.set(n, typed);
    } else if (words[0] === 'instelling' && words.length >= 3) {
      const key = decodeValue(words[1]!);
      if (key === undefined) problems.error(placeOf(source, c.line), msg('trfBadComment', c.text));
      else settings.push({ key, value: words.slice(2).join(' ') });
    }
  }

  // TRF-2026's national records of the KNSB: the relatienummer in the number field (columns 58–68).
  const nationalIds = new Map<number, string>();
  for (const x of file.extensions) {
    if (x.code !== KNSB_FEDERATION) continue;
    const line = `${x.code} ${x.text}`;
    const start = positiveInt(line.slice(4, 8).trim());
    const id = line.slice(57, 68).trim();
    if (start !== undefined && byStart.has(start) && NATIONAL_ID.test(id) && Number(id) !== 0)
      nationalIds.set(start, String(Number(id)));
  }

  const seasonPlayers: SeasonPlayer[] = players.map((p) => {
    const x = extras.get(p.start) ?? new Map<string, string>();
    const first = p.rounds.findIndex((r) => r !== undefined);
    const fromText = x.get('vanaf');
    const inferredFrom = !own && first > 0 ? first + 1 : undefined;
    if (inferredFrom !== undefined)
      problems.warning(placeOf(source, p.line), msg('trfLateEntry', p.name, inferredFrom));
    const fromRound = positiveInt(fromText) ?? inferredFrom;
    const exactRating = x.get('rating');
    const rating = exactRating !== undefined && Number.isFinite(Number(exactRating)) ? Number(exactRating) : p.rating;
    const penalty = x.get('straf-oneven');
    const knsbId = x.get('knsb') ?? nationalIds.get(p.start);
    return {
      name: typedNames.get(p.start) ?? p.name,
      ...(rating !== undefined ? { rating } : {}),
      ...(p.fideId !== undefined ? { fideId: p.fideId } : {}),
      ...(knsbId !== undefined ? { knsbId } : {}),
      ...(positiveInt(x.get('startplaats')) !== undefined ? { startRank: positiveInt(x.get('startplaats'))! } : {}),
      ...(positiveInt(x.get('vorige')) !== undefined ? { previousRank: positiveInt(x.get('vorige'))! } : {}),
      ...(x.has('categorie') ? { category: x.get('categorie')! } : {}),
      ...(x.get('actief') === 'nee' ? { active: false } : {}),
      ...(penalty !== undefined && /^\d+$/.test(penalty) ? { penaltyByes: Number(penalty) } : {}),
      ...(fromRound !== undefined && fromRound > 1 ? { fromRound } : {}),
      ...(x.get('geschat') === 'ja' ? { estimated: true } : {}),
    };
  });

  const games: SeasonGame[] = [];
  const absences: SeasonAbsence[] = [];
  const usedReasons = new Set<string>();
  /** Pairing-allocated byes of the rounds (player indexes by round): the byes of a round still to be played. */
  const pairedByes = new Map<number, number[]>();
  let lastRound = 0;
  players.forEach((p, i) => {
    p.rounds.forEach((r0, k) => {
      if (!r0) return;
      const round = k + 1;
      lastRound = Math.max(lastRound, round);
      const place = placeOf(source, p.line);
      const againstPseudo = pseudo.has(r0.opponent);
      // A game against the pseudo-player is the bye it stands for: its result says which.
      const r: TrfRound = againstPseudo ? { opponent: 0, colour: '-', result: PSEUDO_CODES[r0.result] } : r0;
      if (againstPseudo)
        counter.add(
          `${r0.result} (${file.players.find((x) => x.start === r0.opponent)!.name})`,
          CODE_REASONS[r.result] ?? 'none',
        );
      if (r.opponent === 0) {
        if (r.result === 'U' || r.result === '*')
          (pairedByes.get(round) ?? pairedByes.set(round, []).get(round)!).push(i);
        if (r.result === '*') return;
        const reason = CODE_REASONS[r.result];
        if (reason === undefined) {
          problems.error(place, msg('trfNoOpponent', p.name, round, r.result));
          return;
        }
        const key = `${round}:${p.start}`;
        const named = reasons.get(key);
        const final = named ? named.reason : reason;
        if (named) {
          usedReasons.add(key);
          if (ABSENCE_CODES[named.reason].code !== r.result)
            problems.error(placeOf(source, named.line), msg('trfReasonCode', named.reason, r.result));
        }
        counter.add(r.result, final);
        absences.push({ round, player: i, reason: final });
        return;
      }
      const j = byStart.get(r.opponent);
      if (j === undefined) {
        problems.error(place, msg('trfUnknownOpponent', p.name, round, r.opponent));
        return;
      }
      if (j === i) {
        problems.error(place, msg('trfPlaysHimself', p.name, round));
        return;
      }
      const o = players[j]!;
      const back = o.rounds[k];
      if (!back || back.opponent !== p.start) {
        problems.error(place, msg('trfNotMutual', p.name, round, o.name));
        return;
      }
      if (p.start > o.start) return; // each game once, from the lower number's line
      let white: number;
      if (r.colour === 'w' && back.colour === 'b') white = i;
      else if (r.colour === 'b' && back.colour === 'w') white = j;
      else if (r.colour === '-' && back.colour === '-') {
        white = i;
        problems.warning(place, msg('trfNoColours', p.name, o.name, round));
      } else {
        problems.error(place, msg('trfColourClash', p.name, o.name, round));
        return;
      }
      const black = white === i ? j : i;
      const wCode = white === i ? r.result : back.result;
      const bCode = white === i ? back.result : r.result;
      if (wCode === '*' && bCode === '*') {
        // Paired, not played yet: the round being played when the file was written.
        counter.add('*', 'none');
        games.push({ round, white, black });
        return;
      }
      const result = gameResult(wCode, bCode);
      if (result === undefined) {
        problems.error(place, msg('trfResultClash', p.name, o.name, round, `${wCode}/${bCode}`));
        return;
      }
      if (wCode === 'W' || wCode === 'D' || wCode === 'L') counter.add(`${wCode}/${bCode}`, result);
      games.push({ round, white, black, result });
    });
  });
  for (const [key, r] of reasons)
    if (!usedReasons.has(key)) problems.error(placeOf(source, r.line), msg('trfReasonWithoutAbsence', key));

  // The last round paired and not played at all is that round's pairing (Indeling), ready to record; games
  // without a result elsewhere are taken over without one, and named.
  const unplayed = games.filter((g) => g.result === undefined);
  const pairingRound = unplayed.length > 0 ? Math.max(...unplayed.map((g) => g.round)) : undefined;
  let pairing: SeasonPairing | undefined;
  if (
    pairingRound !== undefined &&
    pairingRound === lastRound &&
    games.every((g) => g.round !== pairingRound || g.result === undefined)
  ) {
    const byes = pairedByes.get(pairingRound) ?? [];
    pairing = {
      round: pairingRound,
      boards: games.filter((g) => g.round === pairingRound).map((g) => ({ white: g.white, black: g.black })),
      byes,
    };
    // The pairing's bye is recorded with the round (Ronde vastleggen), not before it.
    for (let k = absences.length - 1; k >= 0; k--)
      if (absences[k]!.round === pairingRound && absences[k]!.reason === 'bye' && byes.includes(absences[k]!.player))
        absences.splice(k, 1);
    problems.warning({ tab: source }, msg('trfRoundPaired', pairingRound, pairing.boards.length));
  }
  const kept = games.filter((g) => g.round !== pairing?.round);
  for (const g of kept)
    if (g.result === undefined)
      problems.warning(
        { tab: source },
        msg('trfGameUnplayed', g.round, players[g.white]!.name, players[g.black]!.name),
      );
  games.length = 0;
  games.push(...kept);
  games.sort((a, b) => a.round - b.round);
  absences.sort((a, b) => a.round - b.round || a.player - b.player);
  const title = file.header.find((h) => h.code === '012')?.text.trim();
  // The season's length: TRF-2026's 142, or the pairing engines' XXR.
  const xxr =
    positiveInt(file.header.find((h) => h.code === '142')?.text.trim()) ??
    positiveInt(file.extensions.find((x) => x.code === 'XXR')?.text.trim());
  // The season's length: XXR when the file has it; otherwise the default, or the rounds the file dates or plays when more.
  const dates = file.header.find((h) => h.code === '132');
  const dated = dates ? parseRoundDates(dates.text).length : 0;
  const defaultRounds = defaultsOf(keizerSettingsSpec).rounds;
  const longest = Math.max(dated, lastRound);
  const rounds = xxr ?? (longest > defaultRounds ? longest : undefined);
  if (xxr === undefined && !settings.some((s) => matchKey(s.key) === 'rounds'))
    problems.warning({ tab: source }, msg('trfRoundsAssumed', rounds ?? defaultRounds));
  return {
    ...(title ? { title } : {}),
    players: seasonPlayers,
    games,
    absences,
    ...(rounds !== undefined ? { rounds } : {}),
    ...(pairing ? { pairing } : {}),
    settings,
    mappings: counter.list(),
  };
}

/** The names a pairing program gives its pseudo-player for the bye (Swiss-Manager: "spielfrei"). */
const BYE_PLAYER_NAMES = new Set(['spielfrei', 'bye', 'freilos', 'frei', 'free', 'vrij', 'oneven', 'exempt']);

/** Whether a player line is the pseudo-player that stands for the bye. */
function isByePlayer(name: string): boolean {
  return BYE_PLAYER_NAMES.has(matchKey(name).replace(/[^a-z]/g, ''));
}

/** A result against the pseudo-player as the bye code it stands for. */
const PSEUDO_CODES: Readonly<Record<TrfResult, TrfResult>> = {
  '1': 'U',
  '+': 'U',
  W: 'U',
  F: 'U',
  U: 'U',
  '=': 'H',
  D: 'H',
  H: 'H',
  '0': 'Z',
  '-': 'Z',
  L: 'Z',
  Z: 'Z',
  '*': '*',
};

/** White's and black's codes → the game's result; undefined when they do not agree. */
function gameResult(w: TrfResult, b: TrfResult): GameResult | undefined {
  const pair = `${w}${b}`;
  switch (pair) {
    case '10':
    case 'WL':
      return '1-0';
    case '01':
    case 'LW':
      return '0-1';
    case '==':
    case 'DD':
      return '½-½';
    case '+-':
      return '+-';
    case '-+':
      return '-+';
    case '--':
      return '--';
    default:
      return undefined;
  }
}
