/** Messages of the Keizer pairing: the Indeling tab, its explanations, the confirm step. */

/** A broken rule, as plain data: who, which rule, the value it would reach and the limit. */
export interface HitArg {
  readonly rule: string;
  readonly name?: string;
  readonly value?: number;
  readonly limit?: number;
  readonly colour?: 'W' | 'B';
}

const nth = (k: number) => `${k}e`;
const colourNl = (c?: 'W' | 'B') => (c === 'W' ? 'wit' : c === 'B' ? 'zwart' : 'dezelfde kleur');
const colourEn = (c?: 'W' | 'B') => (c === 'W' ? 'white' : c === 'B' ? 'black' : 'the same colour');
const ordinalEn = (k: number) =>
  `${k}${k % 10 === 1 && k % 100 !== 11 ? 'st' : k % 10 === 2 && k % 100 !== 12 ? 'nd' : k % 10 === 3 && k % 100 !== 13 ? 'rd' : 'th'}`;

const RULES_NL: Record<string, string> = {
  meetings: 'maximum aantal ontmoetingen',
  otherOpponents: 'andere tegenstanders sinds de vorige partij',
  reverse: 'kleuren omdraaien bij een nieuwe ontmoeting',
  colourDiff: 'kleurverschil',
  colourRun: 'kleurreeks',
  byes: 'maximum aantal onevens',
  category: 'categorie',
  neverPair: 'nooit tegen elkaar',
};
const RULES_EN: Record<string, string> = {
  meetings: 'maximum number of meetings',
  otherOpponents: 'other opponents since the last game',
  reverse: 'reverse colours on a rematch',
  colourDiff: 'colour difference',
  colourRun: 'colour run',
  byes: 'maximum number of byes',
  category: 'category',
  neverPair: 'never paired',
};

/** One rung of the relaxation ladder, after the rule's name: what the step allows. */
const RUNG_NL: Record<string, string> = {
  colourRun: '(reeks +1)',
  colourDiff: '(verschil +1)',
  otherOpponents: '(één andere tegenstander minder)',
  reverse: '(niet omdraaien)',
  meetings: '(één ontmoeting meer)',
  byes: '(een oneven meer)',
  category: '(één categorie verder)',
};
const RUNG_EN: Record<string, string> = {
  colourRun: '(run +1)',
  colourDiff: '(difference +1)',
  otherOpponents: '(one other opponent fewer)',
  reverse: '(no reversal)',
  meetings: '(one meeting more)',
  byes: '(one bye more)',
  category: '(one category further)',
};

/** A relaxed rule with how often: "kleurreeks (2×)". */
type RelaxedStep = readonly [rule: string, times: number];
const stepNl = ([rule, times]: RelaxedStep) => `${RULES_NL[rule] ?? rule} (${times}×)`;
const stepEn = ([rule, times]: RelaxedStep) => `${RULES_EN[rule] ?? rule} (${times}×)`;

function hitNl(h: HitArg): string {
  const who = h.name ? `${h.name}: ` : '';
  switch (h.rule) {
    case 'meetings':
      return `${who}zou de ${nth(h.value ?? 0)} ontmoeting zijn (max ${h.limit})`;
    case 'otherOpponents':
      return `${who}pas ${h.value} andere tegenstander${h.value === 1 ? '' : 's'} sinds hun vorige partij (minstens ${h.limit})`;
    case 'reverse':
      return `${who}kleuren niet omgedraaid t.o.v. hun vorige partij`;
    case 'colourDiff':
      return `${who}kleurverschil ${h.value} met ${colourNl(h.colour)} (max ${h.limit})`;
    case 'colourRun':
      return `${who}${h.value}× achter elkaar ${colourNl(h.colour)} (max ${h.limit})`;
    case 'byes':
      return `${who}zou de ${nth(h.value ?? 0)} keer oneven zijn (max ${h.limit})`;
    case 'category':
      return `${who}categorieën liggen ${h.value} uit elkaar (max ${h.limit})`;
    case 'neverPair':
      return `${who}staan in "Nooit tegen elkaar"`;
    default:
      return `${who}${RULES_NL[h.rule] ?? h.rule}`;
  }
}

function hitEn(h: HitArg): string {
  const who = h.name ? `${h.name}: ` : '';
  switch (h.rule) {
    case 'meetings':
      return `${who}would be the ${ordinalEn(h.value ?? 0)} meeting (max ${h.limit})`;
    case 'otherOpponents':
      return `${who}only ${h.value} other opponent${h.value === 1 ? '' : 's'} since their last game (at least ${h.limit})`;
    case 'reverse':
      return `${who}colours not reversed from their last game`;
    case 'colourDiff':
      return `${who}colour difference ${h.value} with ${colourEn(h.colour)} (max ${h.limit})`;
    case 'colourRun':
      return `${who}${h.value}× in a row ${colourEn(h.colour)} (max ${h.limit})`;
    case 'byes':
      return `${who}would be the ${ordinalEn(h.value ?? 0)} bye (max ${h.limit})`;
    case 'category':
      return `${who}categories ${h.value} apart (max ${h.limit})`;
    case 'neverPair':
      return `${who}listed in "Never paired"`;
    default:
      return `${who}${RULES_EN[h.rule] ?? h.rule}`;
  }
}

const list = (xs: readonly string[]) => xs.join(', ');
const hitsNl = (hs: readonly HitArg[]) => hs.map(hitNl).join('; ');
const hitsEn = (hs: readonly HitArg[]) => hs.map(hitEn).join('; ');

export const nl = () => ({
  menuMakePairing: () => 'Indeling maken',
  menuNewDraw: () => 'Indeling opnieuw loten',
  menuConfirmRound: () => 'Ronde vastleggen',
  menuPairingDisplay: () => 'Indeling groot tonen (beamer)',
  pairingTitle: (round: number, rounds: number) => `Indeling ronde ${round} van ${rounds}`,
  pairingDisplayTitle: (round: number) => `Ronde ${round}`,
  pairingDisplayBye: (name: string, penalty: boolean) => `${penalty ? 'Straf-oneven' : 'Oneven'}: ${name}`,
  pairingNone: () => '—',
  relaxedStep: (rule: string, times: number) => stepNl([rule, times]),
  costLine: (distance: number, colour: number, bye: number, relaxed: number) =>
    `afstand in de ranglijst ${distance} (per bord het aantal spelers ertussen, in het kwadraat, opgeteld), kleurwensen niet gehaald ${colour} (2 per groter kleurverschil, 1 per herhaalde kleur), oneven: ${bye} ${bye === 1 ? 'kandidaat' : 'kandidaten'} overgeslagen${relaxed > 0 ? `, versoepelingen ${relaxed}` : ''}`,
  whyRematch: (meeting: number, reversed: boolean) =>
    `${nth(meeting)} ontmoeting${reversed ? ', kleuren omgedraaid' : ''}`,
  whySkipped: (player: string, blocked: readonly { name: string; hits: readonly HitArg[] }[], elsewhere: number) =>
    blocked.length === 0
      ? 'beste totaalindeling (tussenliggende spelers elders beter ingedeeld)'
      : `${player} niet tegen ${blocked.map((b) => `${b.name} (${hitsNl(b.hits)})`).join(', ')}${elsewhere > 0 ? `; ${elsewhere} andere elders beter ingedeeld` : ''}`,
  whyColourForced: (hits: readonly HitArg[]) => `kleuren liggen vast; andersom zou een regel breken: ${hitsNl(hits)}`,
  whyColourConflict: () =>
    'kleuren niet omgedraaid: omdraaien breekt een kleurgrens (instelling colourConflict staat op limits)',
  whyRelaxed: (hits: readonly HitArg[]) => `VERSOEPELD: ${hitsNl(hits)}`,
  whyDrawn: () => 'kleur geloot',
  whyChanged: () => 'gewijzigd',
  whyByeLowest: () => 'laagst geplaatste speler die nog oneven mag zijn',
  whyByePenalty: () => 'straf-oneven (telt als niet afgemeld)',
  whyByeSkipped: (names: readonly string[]) => `lager geplaatst maar al oneven geweest: ${list(names)}`,
  pairingSummary: (round: number, boards: number, bye: string, seed: string, penalty: boolean) =>
    `Indeling ronde ${round}: ${boards} bord${boards === 1 ? '' : 'en'}${bye ? `, ${penalty ? 'straf-oneven' : 'oneven'}: ${bye}` : ''} (loting ${seed}).`,
  pairingRemade: (
    came: readonly string[],
    went: readonly string[],
    changed: readonly { board: number; white: string; black: string }[],
    boards: number,
  ) => {
    const who = [
      ...(came.length > 0 ? [`${list(came)} ${came.length === 1 ? 'is' : 'zijn'} erbij gekomen`] : []),
      ...(went.length > 0 ? [`${list(went)} ${went.length === 1 ? 'is' : 'zijn'} weg`] : []),
    ];
    const which = changed.map((c) => `bord ${c.board}: ${c.white} – ${c.black}`).join('; ');
    const rest = boards - changed.length;
    const stays =
      rest === 0 ? '' : rest === 1 ? ', het andere bord blijft staan' : `, de andere ${rest} borden blijven staan`;
    return `${who.join(', ')}: ${changed.length === 1 ? '1 bord gewijzigd' : `${changed.length} borden gewijzigd`}${which ? ` (${which})` : ''}${stays}.`;
  },
  pairingRelaxedSummary: (steps: readonly RelaxedStep[], _count: number) =>
    `Binnen de regels is geen indeling mogelijk; versoepeld: ${steps.length > 0 ? list(steps.map(stepNl)) : '—'}. Zie de kolom Toelichting; "Ronde vastleggen" vraagt om bevestiging.`,
  infeasibleIsolated: (name: string, candidates: readonly { name: string; hits: readonly HitArg[] }[]) =>
    `${name} kan tegen niemand: ${candidates.map((c) => `${c.name} (${c.hits.map((h) => hitNl(h)).join('; ') || '—'})`).join(', ')}`,
  infeasibleNoBye: (players: readonly { name: string; hits: readonly HitArg[] }[]) =>
    `oneven aantal aanwezig, maar niemand mag oneven zijn: ${players.map((p) => `${p.name} (${hitsNl(p.hits) || '—'})`).join(', ')}`,
  infeasibleOddSet: (names: readonly string[], barrier: readonly string[]) =>
    barrier.length === 0
      ? `${list(names)} kunnen alleen tegen elkaar en zijn met een oneven aantal: één van hen blijft over`
      : `${list(names)} kunnen alleen tegen elkaar of tegen ${list(barrier)}; er blijft iemand over`,
  infeasibleUnpaired: (count: number) =>
    `Binnen de regels ${count === 1 ? 'blijft 1 speler' : `blijven ${count} spelers`} over.`,
  pairingImpossible: (steps: readonly string[]) =>
    steps.length === 0
      ? 'Geen indeling mogelijk binnen de regels, en versoepelen staat uit (instelling relaxation). Deel handmatig in op het tabblad Indeling.'
      : `Geen indeling mogelijk, ook niet na versoepelen van elke regel zo ver als nodig (${list([...new Set(steps)].map((r) => RULES_NL[r] ?? r))}); alleen "Nooit tegen elkaar" geldt altijd. Deel handmatig in op het tabblad Indeling.`,
  pairingBeyondLadder: (rungs: readonly string[]) =>
    `De versoepelingen van de instelling relaxation waren niet genoeg; daarna versoepeld, elke stap één trede verder (eerst de regels van de club in haar volgorde, dan de overige): ${list(rungs.map((r) => `${RULES_NL[r] ?? r} ${RUNG_NL[r] ?? ''}`.trim()))}.`,
  roundHasGames: (round: number) =>
    `ronde ${round} heeft al partijen in Uitslagen; verwijder die eerst om opnieuw in te delen`,
  competitionOver: (rounds: number) => `alle ${rounds} ronden zijn al ingedeeld (instelling rounds)`,
  nobodyPresent: (round: number) => `niemand aanwezig in ronde ${round}`,
  penaltyByeWaiting: (name: string, owed: number, round: number, why: 'absent' | 'even' | 'other') =>
    `${name} heeft nog ${owed === 1 ? 'een straf-oneven' : `${owed} straf-onevens`} tegoed (Spelers, Straf-oneven) en krijgt die in ronde ${round} niet (${why === 'absent' ? 'afwezig' : why === 'even' ? 'even aantal aanwezigen: niemand is oneven' : 'een ander krijgt de straf-oneven'}); dit wordt elke ronde gemeld tot hij hem krijgt`,
  pairRoundSkips: (round: number, next: number) =>
    `ronde ${round} kan nog niet worden ingedeeld: de volgende ronde is ${next} (${round - 1 === next ? `ronde ${next} zou` : `ronden ${next}–${round - 1} zouden`} worden overgeslagen); laat --round weg of kies ${next}`,
  unplayedBeforePairing: (round: number, count: number) =>
    `ronde ${round}: ${count} partij${count === 1 ? '' : 'en'} zonder uitslag; voor de indeling tellen ze als gespeeld`,
  pairOpenBoard: (board: number, white: string, black: string) =>
    `bord ${board}: ${white} – ${black}: nog geen uitslag`,
  pairOpenHead: (last: number, count: number, round: number) =>
    `Van ronde ${last} ${count === 1 ? 'heeft 1 bord' : `hebben ${count} borden`} nog geen uitslag. De indeling van ronde ${round} telt ${count === 1 ? 'die partij' : 'die partijen'} als gespeeld; een uitslag die anders uitvalt (een reglementaire, een afzegging) verandert de indeling daarna niet meer. Er is nog niets veranderd.`,
  pairOpenQuestion: (round: number, overwrites: boolean) =>
    `Ronde ${round} toch indelen?${overwrites ? ' Dat overschrijft het tabblad Indeling (terughalen kan met Bestand → Versiegeschiedenis).' : ''}`,
  pairOpenTitle: () => 'Competitieleider: indeling maken',
  pairOpenChanged: () => 'Uitslagen of het tabblad Indeling is veranderd sinds de vraag: kijk opnieuw.',
  entrantWithoutFrom: (name: string, played: readonly number[], round: number) =>
    `${name} staat in geen partij en geen afwezigheid van ${played.length === 1 ? `ronde ${played[0]}` : `de ${played.length} gespeelde ronden`}, en Vanaf ronde is leeg: zo telt hij mee vanaf ronde 1, met 0 punten voor elke gespeelde ronde. Doet hij later mee, vul "Vanaf ronde" in (${round} als hij in ronde ${round} begint)`,
  neverPairSelf: (name: string) => `${name} staat twee keer in dezelfde regel`,
  pairingRoundMissing: () => 'het rondenummer ontbreekt boven de indeling (regel "Ronde")',
  pairingHeaderMissing: () => 'kopregel Bord / Wit / Zwart niet gevonden',
  pairingNameMissing: () => 'naam ontbreekt',
  pairingBoardUnclear: (text: string) => `"${text}" is geen bordnummer en ook niet oneven of straf-oneven`,
  pairingEmpty: () => 'de indeling is leeg',
  violation: (
    rule: string,
    names: readonly string[],
    value: number | undefined,
    limit: number | undefined,
    colour: 'W' | 'B' | undefined,
  ) => {
    switch (rule) {
      case 'twice':
        return `${list(names)} staat twee keer in de indeling`;
      case 'absent':
        return `${list(names)} is afwezig in deze ronde maar ingedeeld`;
      case 'missing':
        return `${list(names)} is aanwezig maar niet ingedeeld (zet hem in Afwezig als hij er niet is)`;
      case 'inactive':
        return `${list(names)} is niet actief`;
      case 'self':
        return `${list(names)} speelt tegen zichzelf`;
      case 'byeCount':
        return limit === 0
          ? `even aantal aanwezig, toch oneven: ${list(names)}`
          : `oneven aantal aanwezig: precies één speler is oneven (nu ${value})`;
      case 'penaltyNotOwed':
        return `${list(names)} heeft geen straf-oneven openstaan (kolom Straf-oneven in Spelers)`;
      default:
        return `${list(names)}: ${hitNl({ rule, ...(value !== undefined ? { value } : {}), ...(limit !== undefined ? { limit } : {}), ...(colour ? { colour } : {}) })}`;
    }
  },
  confirmViolations: (count: number) =>
    count === 1
      ? 'De indeling breekt 1 regel; er is nog niets vastgelegd.'
      : `De indeling breekt ${count} regels; er is nog niets vastgelegd.`,
  confirmStale: (round: number, came: readonly string[], went: readonly string[]) =>
    `De indeling van ronde ${round} is gemaakt vóór ${[...(came.length > 0 ? [`${list(came)} erbij ${came.length === 1 ? 'kwam' : 'kwamen'}`] : []), ...(went.length > 0 ? [`${list(went)} weg${went.length === 1 ? 'ging' : 'gingen'}`] : [])].join(' en ')}. Maak de indeling opnieuw (Indeling maken): de borden die kunnen blijven, blijven staan.`,
  confirmQuestion: (round: number) => `Ronde ${round} toch vastleggen?`,
  confirmTitle: () => 'Competitieleider: ronde vastleggen',
  confirmDone: (round: number, games: number, bye: string, penaltyBye: string) =>
    `Ronde ${round} vastgelegd: ${games} partij${games === 1 ? '' : 'en'} in Uitslagen${bye ? `, ${bye} oneven in Afwezig` : ''}${penaltyBye ? `, ${penaltyBye} straf-oneven in Afwezig` : ''}.`,
  confirmAlready: (round: number) => `Ronde ${round} was al vastgelegd; er is niets veranderd.`,
  confirmOtherGames: (round: number) =>
    `ronde ${round} heeft al andere partijen in Uitslagen dan de indeling; er is niets vastgelegd. Maak de indeling gelijk aan Uitslagen, of verwijder de partijen van ronde ${round} uit Uitslagen en leg de ronde opnieuw vast`,
  confirmByeTaken: (round: number, name: string) =>
    `ronde ${round} heeft al een oneven in Afwezig (${name}) die niet in de indeling staat; zet ${name} als oneven in de indeling, of verwijder die rij uit Afwezig en leg de ronde opnieuw vast`,
  // Ronde terugdraaien.
  menuUnrecord: () => 'Ronde terugdraaien',
  unrecordNothing: () => 'er is nog geen ronde vastgelegd om terug te draaien',
  unrecordTypedAfter: (round: number, tab: string) =>
    `deze rij staat in ${tab} onder de rijen die Ronde vastleggen voor ronde ${round} toevoegde; er is niets teruggedraaid. Haal deze rij eerst weg (of zet hem hoger in het tabblad) en draai de ronde dan terug`,
  unrecordMoved: (round: number) =>
    `deze rij van ronde ${round} is veranderd sinds hij gelezen werd (door een andere gebruiker?); er is niets teruggedraaid: probeer het opnieuw`,
  unrecordFilled: (board: number, white: string, black: string, typed: string) =>
    `bord ${board}: ${white} – ${black}: ${typed}`,
  unrecordFilledHead: (round: number, count: number) =>
    `Van ronde ${round} ${count === 1 ? 'is 1 uitslag' : `zijn ${count} uitslagen`} al ingevuld; terugdraaien haalt ${count === 1 ? 'hem' : 'ze'} weg. Er is nog niets veranderd.`,
  unrecordQuestion: (round: number) => `Ronde ${round} toch terugdraaien?`,
  unrecordTitle: () => 'Competitieleider: ronde terugdraaien',
  unrecordChanged: () => 'Uitslagen is veranderd sinds de vraag: kijk opnieuw.',
  unrecordDone: (round: number, games: number, bye: string, penaltyBye: string, filled: number, rewritten: boolean) =>
    `Ronde ${round} teruggedraaid: ${games} partij${games === 1 ? '' : 'en'} uit Uitslagen${filled > 0 ? ` (${filled} met een uitslag)` : ''}${bye ? `, ${bye} oneven uit Afwezig` : ''}${penaltyBye ? `, ${penaltyBye} straf-oneven uit Afwezig` : ''}. De indeling staat weer als voorstel in Indeling${rewritten ? ' (opnieuw geschreven uit de vastgelegde partijen)' : ''}; Ronde vastleggen legt hem opnieuw vast.`,
  // A proposal made before a late arrival or a departure: said in the leader's words, making it again comes first
  stepProposalStale: (came: readonly string[], went: readonly string[]) =>
    `indeling bijwerken: ${[...(came.length > 0 ? [`${list(came)} erbij`] : []), ...(went.length > 0 ? [`${list(went)} weg`] : [])].join('; ')}`,
  stepConfirmStale: () => 'werk eerst de indeling bij',
  proposalStale: (came: readonly string[], went: readonly string[]) =>
    `Dit voorstel is van vóór ${[...(came.length > 0 ? [`${list(came)} erbij ${came.length === 1 ? 'kwam' : 'kwamen'}`] : []), ...(went.length > 0 ? [`${list(went)} weg${went.length === 1 ? 'ging' : 'gingen'}`] : [])].join(' en ')}. Indeling maken werkt het bij; de borden die kunnen blijven, blijven staan.`,
  displaySummary: (round: number) => `Indeling ronde ${round} groot getoond op het tabblad Indeling beamer.`,
});

export const en = (): ReturnType<typeof nl> => ({
  menuMakePairing: () => 'Make pairing',
  menuNewDraw: () => 'Redraw pairing',
  menuConfirmRound: () => 'Confirm round',
  menuPairingDisplay: () => 'Show pairing in large print (projector)',
  pairingTitle: (round, rounds) => `Pairing round ${round} of ${rounds}`,
  pairingDisplayTitle: (round) => `Round ${round}`,
  pairingDisplayBye: (name, penalty) => `${penalty ? 'Penalty bye' : 'Bye'}: ${name}`,
  pairingNone: () => '—',
  relaxedStep: (rule, times) => stepEn([rule, times]),
  costLine: (distance, colour, bye, relaxed) =>
    `distance in the standings ${distance} (per board the number of players in between, squared, added up), colour wishes missed ${colour} (2 per growing colour difference, 1 per repeated colour), bye: ${bye} ${bye === 1 ? 'candidate' : 'candidates'} passed over${relaxed > 0 ? `, relaxations ${relaxed}` : ''}`,
  whyRematch: (meeting, reversed) => `${ordinalEn(meeting)} meeting${reversed ? ', colours reversed' : ''}`,
  whySkipped: (player, blocked, elsewhere) =>
    blocked.length === 0
      ? 'best overall pairing (the players in between fit better elsewhere)'
      : `${player} not against ${blocked.map((b) => `${b.name} (${hitsEn(b.hits)})`).join(', ')}${elsewhere > 0 ? `; ${elsewhere} other${elsewhere === 1 ? '' : 's'} fit better elsewhere` : ''}`,
  whyColourForced: (hits) => `colours fixed; the other way round would break a rule: ${hitsEn(hits)}`,
  whyColourConflict: () => 'colours not reversed: reversing breaks a colour limit (setting colourConflict is limits)',
  whyRelaxed: (hits) => `RELAXED: ${hitsEn(hits)}`,
  whyDrawn: () => 'colour drawn',
  whyChanged: () => 'changed',
  whyByeLowest: () => 'lowest-ranked player still allowed a bye',
  whyByePenalty: () => 'penalty bye (counts as absent without notice)',
  whyByeSkipped: (names) => `ranked lower but had a bye already: ${list(names)}`,
  pairingSummary: (round, boards, bye, seed, penalty) =>
    `Pairing round ${round}: ${boards} board${boards === 1 ? '' : 's'}${bye ? `, ${penalty ? 'penalty bye' : 'bye'}: ${bye}` : ''} (seed ${seed}).`,
  pairingRemade: (came, went, changed, boards) => {
    const who = [
      ...(came.length > 0 ? [`${list(came)} arrived`] : []),
      ...(went.length > 0 ? [`${list(went)} left`] : []),
    ];
    const which = changed.map((c) => `board ${c.board}: ${c.white} – ${c.black}`).join('; ');
    const rest = boards - changed.length;
    const stays = rest === 0 ? '' : rest === 1 ? ', the other board stays' : `, the other ${rest} boards stay`;
    return `${who.join(', ')}: ${changed.length === 1 ? '1 board changed' : `${changed.length} boards changed`}${which ? ` (${which})` : ''}${stays}.`;
  },
  pairingRelaxedSummary: (steps) =>
    `No pairing exists within the rules; relaxed: ${steps.length > 0 ? list(steps.map(stepEn)) : '—'}. See the Why column; "Confirm round" asks for confirmation.`,
  infeasibleIsolated: (name, candidates) =>
    `${name} cannot play anyone: ${candidates.map((c) => `${c.name} (${c.hits.map((h) => hitEn(h)).join('; ') || '—'})`).join(', ')}`,
  infeasibleNoBye: (players) =>
    `odd number present, but nobody may have the bye: ${players.map((p) => `${p.name} (${hitsEn(p.hits) || '—'})`).join(', ')}`,
  infeasibleOddSet: (names, barrier) =>
    barrier.length === 0
      ? `${list(names)} can only play each other and are an odd number: one of them is left over`
      : `${list(names)} can only play each other or ${list(barrier)}; someone is left over`,
  infeasibleUnpaired: (count) => `Within the rules ${count === 1 ? '1 player is' : `${count} players are`} left over.`,
  pairingImpossible: (steps) =>
    steps.length === 0
      ? 'No pairing within the rules, and relaxing is off (setting relaxation). Pair by hand on the Pairing tab.'
      : `No pairing, even after relaxing every rule as far as needed (${list([...new Set(steps)].map((r) => RULES_EN[r] ?? r))}); only "Never paired" always holds. Pair by hand on the Pairing tab.`,
  pairingBeyondLadder: (rungs) =>
    `The relaxations of the setting relaxation were not enough; relaxed further, one step at a time (first the club's rules in its order, then the others): ${list(rungs.map((r) => `${RULES_EN[r] ?? r} ${RUNG_EN[r] ?? ''}`.trim()))}.`,
  roundHasGames: (round) => `round ${round} already has games in Results; delete them first to pair it again`,
  competitionOver: (rounds) => `all ${rounds} rounds have been paired (setting rounds)`,
  nobodyPresent: (round) => `nobody is present in round ${round}`,
  penaltyByeWaiting: (name, owed, round, why) =>
    `${name} still owes ${owed === 1 ? 'a penalty bye' : `${owed} penalty byes`} (Players, Penalty bye) and does not get it in round ${round} (${why === 'absent' ? 'absent' : why === 'even' ? 'an even number present: nobody has a bye' : 'another player gets the penalty bye'}); this is said every round until it is given`,
  pairRoundSkips: (round, next) =>
    `round ${round} cannot be paired yet: the next round is ${next} (${round - 1 === next ? `round ${next}` : `rounds ${next}–${round - 1}`} would be skipped); leave --round out or choose ${next}`,
  unplayedBeforePairing: (round, count) =>
    `round ${round}: ${count} game${count === 1 ? '' : 's'} without a result; the pairing counts them as played`,
  pairOpenBoard: (board, white, black) => `board ${board}: ${white} – ${black}: no result yet`,
  pairOpenHead: (last, count, round) =>
    `Round ${last} has ${count === 1 ? '1 board' : `${count} boards`} without a result. The pairing of round ${round} counts ${count === 1 ? 'that game' : 'those games'} as played; a result that turns out otherwise (a forfeit, a withdrawal) no longer changes the pairing. Nothing has changed yet.`,
  pairOpenQuestion: (round, overwrites) =>
    `Pair round ${round} anyway?${overwrites ? ' That overwrites the Pairing tab (to get it back: File → Version history).' : ''}`,
  pairOpenTitle: () => 'Competitieleider: make the pairing',
  pairOpenChanged: () => 'Results or the Pairing tab changed since the question: have another look.',
  entrantWithoutFrom: (name, played, round) =>
    `${name} is in no game and no absence of ${played.length === 1 ? `round ${played[0]}` : `the ${played.length} rounds played`}, and From round is empty: the player counts from round 1, with 0 points for every round played. If he joined later, fill in "From round" (${round} if he starts in round ${round})`,
  neverPairSelf: (name) => `${name} appears twice in the same row`,
  pairingRoundMissing: () => 'the round number is missing above the pairing (row "Round")',
  pairingHeaderMissing: () => 'header row Board / White / Black not found',
  pairingNameMissing: () => 'name missing',
  pairingBoardUnclear: (text) => `"${text}" is neither a board number nor bye or penalty bye`,
  pairingEmpty: () => 'the pairing is empty',
  violation: (rule, names, value, limit, colour) => {
    switch (rule) {
      case 'twice':
        return `${list(names)} appears twice in the pairing`;
      case 'absent':
        return `${list(names)} is absent this round but paired`;
      case 'missing':
        return `${list(names)} is present but not paired (add an Absences row if not here)`;
      case 'inactive':
        return `${list(names)} is not active`;
      case 'self':
        return `${list(names)} plays against himself`;
      case 'byeCount':
        return limit === 0
          ? `even number present, yet a bye: ${list(names)}`
          : `odd number present: exactly one player gets the bye (now ${value})`;
      case 'penaltyNotOwed':
        return `${list(names)} owes no penalty bye (column Penalty bye in Players)`;
      default:
        return `${list(names)}: ${hitEn({ rule, ...(value !== undefined ? { value } : {}), ...(limit !== undefined ? { limit } : {}), ...(colour ? { colour } : {}) })}`;
    }
  },
  confirmViolations: (count) =>
    count === 1
      ? 'The pairing breaks 1 rule; nothing has been recorded yet.'
      : `The pairing breaks ${count} rules; nothing has been recorded yet.`,
  confirmStale: (round, came, went) =>
    `The pairing of round ${round} was made before ${[...(came.length > 0 ? [`${list(came)} arrived`] : []), ...(went.length > 0 ? [`${list(went)} left`] : [])].join(' and ')}. Make the pairing again (Make pairing): every board that can stay, stays.`,
  confirmQuestion: (round) => `Confirm round ${round} anyway?`,
  confirmTitle: () => 'Competitieleider: confirm round',
  confirmDone: (round, games, bye, penaltyBye) =>
    `Round ${round} confirmed: ${games} game${games === 1 ? '' : 's'} in Results${bye ? `, ${bye} bye in Absences` : ''}${penaltyBye ? `, ${penaltyBye} penalty bye in Absences` : ''}.`,
  confirmAlready: (round) => `Round ${round} was confirmed already; nothing changed.`,
  confirmOtherGames: (round) =>
    `round ${round} already has other games in Results than the pairing; nothing was recorded. Make the pairing match Results, or delete round ${round}’s games from Results and confirm the round again`,
  confirmByeTaken: (round, name) =>
    `round ${round} already has a bye in Absences (${name}) that is not in the pairing; put ${name} in the pairing as the bye, or delete that row from Absences and confirm the round again`,
  menuUnrecord: () => 'Take round back',
  unrecordNothing: () => 'no round has been recorded yet to take back',
  unrecordTypedAfter: (round, tab) =>
    `this row is in ${tab} below the rows Confirm round added for round ${round}; nothing was taken back. Remove this row first (or move it higher up the tab), then take the round back`,
  unrecordMoved: (round) =>
    `this row of round ${round} changed since it was read (by another user?); nothing was taken back: try again`,
  unrecordFilled: (board, white, black, typed) => `board ${board}: ${white} – ${black}: ${typed}`,
  unrecordFilledHead: (round, count) =>
    `Round ${round} has ${count === 1 ? '1 result' : `${count} results`} filled in already; taking it back removes ${count === 1 ? 'it' : 'them'}. Nothing has changed yet.`,
  unrecordQuestion: (round) => `Take round ${round} back anyway?`,
  unrecordTitle: () => 'Competitieleider: take round back',
  unrecordChanged: () => 'Results changed since the question: have another look.',
  unrecordDone: (round, games, bye, penaltyBye, filled, rewritten) =>
    `Round ${round} taken back: ${games} game${games === 1 ? '' : 's'} out of Results${filled > 0 ? ` (${filled} with a result)` : ''}${bye ? `, ${bye} bye out of Absences` : ''}${penaltyBye ? `, ${penaltyBye} penalty bye out of Absences` : ''}. The pairing is a proposal in Pairing again${rewritten ? ' (written anew from the recorded games)' : ''}; Confirm round records it again.`,
  stepProposalStale: (came, went) =>
    `update the pairing: ${[...(came.length > 0 ? [`${list(came)} arrived`] : []), ...(went.length > 0 ? [`${list(went)} left`] : [])].join('; ')}`,
  stepConfirmStale: () => 'update the pairing first',
  proposalStale: (came, went) =>
    `This proposal is from before ${[...(came.length > 0 ? [`${list(came)} arrived`] : []), ...(went.length > 0 ? [`${list(went)} left`] : [])].join(' and ')}. Make pairing updates it; every board that can stay, stays.`,
  displaySummary: (round) => `Pairing of round ${round} shown in large print on the Pairing display tab.`,
});
