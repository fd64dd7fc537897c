/**
 * The texts only the Draw part shows (src/gas/drawPart.ts): the summary and
 * the notes of "Tafelindeling maken" and the Toelichting column of the rounds
 * it draws. They are part of the one typed catalogue (index.ts), so a missing
 * translation is still a type error; dist/Code.js carries none of them: its
 * build empties this module, and dist/Draw.html adds them (addTexts) when it is
 * loaded. A text an everyday module shows stays in ./draw.ts
 * (tests/bundle/onDemand.test.ts). Keys start with `dr`.
 */
import { list, nthNl, nthEn, evNl, evEn } from './draw';

export const nl = {
  drFinalSummary: (k: number, round: number, rounds: number, tables: number, bye: string) =>
    `${k > 1 ? `${nthNl(k)} finaleronde` : 'Finaleronde'}, ronde ${round} van ${rounds}: ${tables} ${tables === 1 ? 'tafel' : 'tafels'}${bye ? `, vrij: ${bye} (telt niet mee)` : ''}.`,
  drWhyFinal: () => 'finaleronde: ieder team van de gelijke top speelt één keer tegen elk ander',
  drSummary: (round: number, evening: number, tables: number, byes: string, seed: string) =>
    `Tafelindeling ${evNl(evening)}ronde ${round}: ${tables} tafel${tables === 1 ? '' : 's'}${byes ? `, vrij: ${byes}` : ''} (loting ${seed}).`,
  drAbsent: (names: readonly string[]) => `Niet aanwezig (Deelnemers, Aanwezig = nee): ${list(names)}.`,
  drSameRoundAgain: (round: number, evening: number) =>
    `${evening > 0 ? `Avond ${evening}, ronde` : 'Ronde'} ${round} heeft nog geen uitslagen: opnieuw ingedeeld met dezelfde loting (dezelfde tafels, tenzij er iemand bij kwam of wegging). De volgende ronde komt na de uitslagen.`,
  drRepeatsSummary: (partners: number, partnerBound: number, opponents: number, opponentBound: number) =>
    `Tot en met deze ronde: ${partners} herhaalde partner${partners === 1 ? '' : 's'}${partnerBound > 0 ? ` (minstens ${partnerBound} onvermijdelijk)` : ''}, ${opponents} herhaalde tegenstander${opponents === 1 ? '' : 's'}${opponentBound > 0 ? ` (minstens ${opponentBound} onvermijdelijk met dit aantal spelers en ronden)` : ''}.`,
  drTeamRepeats: (count: number, tonight: boolean) =>
    `${count} herhaalde ontmoeting${count === 1 ? '' : 'en'}${tonight ? ' op deze avond' : ''}: zonder kan het niet (zie Toelichting).`,
  drUnavoidableSet: (
    names: readonly string[],
    barrier: readonly string[],
    bye: 'inSet' | 'inBarrier' | 'none',
    colours: boolean,
  ) =>
    `${list(names)} kunnen zonder herhaling${colours ? ' of gelijke kleuren' : ''} alleen nog tegen elkaar${barrier.length > 0 ? ` of tegen ${list(barrier)}` : ''}${bye === 'none' ? '' : ' spelen of vrij zijn'}` +
    (bye === 'inSet'
      ? `, de vrije ronde kan alleen naar een van hen${barrier.length > 0 ? ` of naar ${list(barrier)}` : ''}, en met de vrije ronde erbij zijn ze een oneven aantal`
      : ' en zijn met een oneven aantal'),
  drUnavoidableOne: (
    name: string,
    can: readonly string[],
    bye: boolean,
    met: readonly string[],
    everyone: boolean,
    sameColour: readonly string[],
    colour: string,
  ) =>
    `${name} kan ${can.length > 0 || bye ? `zonder herhaling${sameColour.length > 0 ? ' of gelijke kleur' : ''} alleen nog ${[...(can.length > 0 ? [`tegen ${list(can)} spelen`] : []), ...(bye ? ['vrij zijn'] : [])].join(' of ')}` : `niet meer zonder herhaling${sameColour.length > 0 ? ' of gelijke kleur' : ''}`}: ` +
    [
      ...(met.length > 0 ? [`al gespeeld tegen ${everyone ? 'iedereen' : list(met)}`] : []),
      ...(sameColour.length > 0
        ? [`${list(sameColour)} ${sameColour.length === 1 ? 'speelt' : 'spelen'} ook ${colour}`]
        : []),
    ].join('; '),
  drClashes: (count: number, colour: string) =>
    `${count} partij${count === 1 ? '' : 'en'} tussen twee teams die allebei ${colour} spelen: anders kon het niet.`,
  drSecondBye: (name: string, byes: number) =>
    `${name} is voor de ${nthNl(byes)} keer vrij: alle aanwezige teams waren al vrij`,
  drPartnerRepeats: (count: number, bound: number) =>
    `${count} herhaalde partner${count === 1 ? '' : 's'} (minstens ${bound} onvermijdelijk met dit aantal spelers en ronden)`,
  drWhyRematch: (meeting: number, tonight: boolean) =>
    `${nthNl(meeting)} ontmoeting${tonight ? ' vanavond' : ''} (onvermijdelijk)`,
  drWhyClash: (colour: string, team: string, other: string) =>
    `beide teams spelen ${colour} (onvermijdelijk); ${team} speelt deze partij met ${other}`,
  drWhySameTable: (names: readonly string[]) => `vanavond al aan deze tafel: ${list(names)}`,
  drWhyByeLowest: () => 'laagst geplaatste team zonder vrije ronde',
  drWhyByePassed: (names: readonly string[]) => `lager geplaatst maar al vaker vrij: ${list(names)}`,
  drWhyByeAgain: (times: number) => `${nthNl(times)} keer vrij (iedereen was al vrij)`,
  drWhyByeNotLowest: (name: string, because: 'clash' | 'tonight' | 'table' | 'rematch' | 'meetings') =>
    `${name} staat lager en was even vaak vrij, maar met ${name} vrij ${
      {
        clash: 'spelen meer teams van dezelfde kleur tegen elkaar',
        tonight: 'komen er meer herhalingen op deze avond',
        table: 'zitten meer teams weer aan een tafel van eerder op de avond',
        rematch: 'komen er meer herhaalde ontmoetingen',
        meetings: 'worden de herhaalde ontmoetingen vaker herhaald',
      }[because]
    }`,
  drWhyPartnersAgain: (a: string, b: string, times: number) => `${a} & ${b} voor de ${nthNl(times)} keer partners`,
  drWhyOpponentsAgain: (a: string, b: string, times: number) => `${a} tegen ${b} voor de ${nthNl(times)} keer`,
  drWhyAlone: (players: number) => `tafel voor ${players}: ieder speelt voor zich`,
  drWhyThreePairs: () => '6-persoonsbord: drie koppels (1 & 2, 3 & 4, 5 & 6)',
  drWhySitOut: (counts: readonly { name: string; times: number }[]) =>
    `zit${counts.length === 1 ? '' : 'ten'} uit: ${counts.map((c) => `${c.name} ${c.times}×`).join(', ')} vanavond`,
};

export const en: typeof nl = {
  drFinalSummary: (k, round, rounds, tables, bye) =>
    `${k > 1 ? `Final round ${k}` : 'Final round'}, round ${round} of ${rounds}: ${tables} ${tables === 1 ? 'table' : 'tables'}${bye ? `, bye: ${bye} (does not count)` : ''}.`,
  drWhyFinal: () => 'final round: each team of the level top plays every other once',
  drSummary: (round, evening, tables, byes, seed) =>
    `Tables ${evEn(evening)}round ${round}: ${tables} table${tables === 1 ? '' : 's'}${byes ? `, bye: ${byes}` : ''} (seed ${seed}).`,
  drAbsent: (names) => `Not present (Participants, Present = no): ${list(names)}.`,
  drSameRoundAgain: (round, evening) =>
    `${evening > 0 ? `Evening ${evening}, round` : 'Round'} ${round} has no results yet: drawn again with the same seed (the same tables, unless someone came or left). The next round comes after the results.`,
  drRepeatsSummary: (partners, partnerBound, opponents, opponentBound) =>
    `Up to this round: ${partners} repeated partner${partners === 1 ? '' : 's'}${partnerBound > 0 ? ` (at least ${partnerBound} unavoidable)` : ''}, ${opponents} repeated opponent${opponents === 1 ? '' : 's'}${opponentBound > 0 ? ` (at least ${opponentBound} unavoidable with this number of players and rounds)` : ''}.`,
  drTeamRepeats: (count, tonight) =>
    `${count} repeated meeting${count === 1 ? '' : 's'}${tonight ? ' this evening' : ''}: it cannot be done without (see Why).`,
  drUnavoidableSet: (names, barrier, bye, colours) =>
    `${list(names)} can only play each other${barrier.length > 0 ? ` or ${list(barrier)}` : ''}${bye === 'none' ? '' : ' or have the bye'} without a rematch${colours ? ' or a colour clash' : ''}` +
    (bye === 'inSet'
      ? `, the bye can only go to one of them${barrier.length > 0 ? ` or to ${list(barrier)}` : ''}, and with the bye they are an odd number`
      : ', and they are an odd number'),
  drUnavoidableOne: (name, can, bye, met, everyone, sameColour, colour) =>
    `${name} ${can.length > 0 || bye ? `can only ${[...(can.length > 0 ? [`play ${list(can)}`] : []), ...(bye ? ['have the bye'] : [])].join(' or ')} without a rematch${sameColour.length > 0 ? ' or a colour clash' : ''}` : `cannot play without a rematch${sameColour.length > 0 ? ' or a colour clash' : ''} any more`}: ` +
    [
      ...(met.length > 0 ? [`played ${everyone ? 'everyone' : list(met)} already`] : []),
      ...(sameColour.length > 0
        ? [`${list(sameColour)} also play${sameColour.length === 1 ? 's' : ''} ${colour}`]
        : []),
    ].join('; '),
  drClashes: (count, colour) =>
    `${count} game${count === 1 ? '' : 's'} between two teams that both play ${colour}: it could not be avoided.`,
  drSecondBye: (name, byes) => `${name} gets a bye for the ${nthEn(byes)} time: every team present had one already`,
  drPartnerRepeats: (count, bound) =>
    `${count} repeated partner${count === 1 ? '' : 's'} (at least ${bound} unavoidable with this number of players and rounds)`,
  drWhyRematch: (meeting, tonight) => `${nthEn(meeting)} meeting${tonight ? ' this evening' : ''} (unavoidable)`,
  drWhyClash: (colour, team, other) => `both teams play ${colour} (unavoidable); ${team} plays ${other} in this game`,
  drWhySameTable: (names) => `at this table earlier this evening: ${list(names)}`,
  drWhyByeLowest: () => 'lowest-ranked team without a bye',
  drWhyByePassed: (names) => `ranked lower but had more byes: ${list(names)}`,
  drWhyByeAgain: (times) => `${nthEn(times)} bye (everyone had one already)`,
  drWhyByeNotLowest: (name, because) =>
    `${name} is ranked lower and had as many byes, but with ${name} on the bye ${
      {
        clash: 'more teams of the same colour play each other',
        tonight: 'more games repeat a meeting of this evening',
        table: 'more teams sit at a table they had earlier this evening',
        rematch: 'more games are rematches',
        meetings: 'the rematches repeat more often',
      }[because]
    }`,
  drWhyPartnersAgain: (a, b, times) => `${a} & ${b} partners for the ${nthEn(times)} time`,
  drWhyOpponentsAgain: (a, b, times) => `${a} against ${b} for the ${nthEn(times)} time`,
  drWhyAlone: (players) => `table for ${players}: everyone plays on their own`,
  drWhyThreePairs: () => '6-player board: three pairs (1 & 2, 3 & 4, 5 & 6)',
  drWhySitOut: (counts) =>
    `sit${counts.length === 1 ? 's' : ''} out: ${counts.map((c) => `${c.name} ${c.times}×`).join(', ')} this evening`,
};
