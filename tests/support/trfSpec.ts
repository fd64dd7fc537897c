/**
 * An independent reader of TRF-16 player lines, written from FIDE Handbook
 * C.04 Annex 2 for the tests (it shares no code with src/core/trf): each
 * field cut at the columns the specification gives, the separating columns
 * required to be blank.
 */
interface SpecRound {
  opponent: string;
  colour: string;
  result: string;
}

export interface SpecPlayer {
  start: number;
  sex: string;
  title: string;
  name: string;
  rating: string;
  federation: string;
  fideId: string;
  birthDate: string;
  points: string;
  rank: string;
  rounds: SpecRound[];
}

/** 1-based inclusive column range of a line, as the specification writes it. */
function cols(line: string, from: number, to: number): string {
  return line.substring(from - 1, to).padEnd(to - from + 1, ' ');
}

/** The columns between the fields of a 001 line, which the layout leaves blank. */
const BLANK_COLUMNS = [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91];

export function readSpecPlayers(text: string): SpecPlayer[] {
  const out: SpecPlayer[] = [];
  for (const line of text.split('\r\n')) {
    if (!line.startsWith('001')) continue;
    for (const c of BLANK_COLUMNS)
      if (cols(line, c, c) !== ' ') throw new Error(`column ${c} is not blank in: ${line}`);
    const rounds: SpecRound[] = [];
    for (let r = 0; 92 + 10 * r <= line.length; r++) {
      const at = 92 + 10 * r;
      const block = cols(line, at, at + 9);
      if (block[4] !== ' ' || block[6] !== ' ' || block.slice(8) !== '  ')
        throw new Error(`round ${r + 1} block is not laid out: "${block}"`);
      rounds.push({ opponent: block.slice(0, 4), colour: block[5]!, result: block[7]! });
    }
    out.push({
      start: Number(cols(line, 5, 8)),
      sex: cols(line, 10, 10),
      title: cols(line, 11, 13),
      name: cols(line, 15, 47).trimEnd(),
      rating: cols(line, 49, 52),
      federation: cols(line, 54, 56),
      fideId: cols(line, 58, 68),
      birthDate: cols(line, 70, 79),
      points: cols(line, 81, 84),
      rank: cols(line, 86, 89),
      rounds,
    });
  }
  return out;
}

/** The record lines of a code (text from column 5). */
export function specRecords(text: string, code: string): string[] {
  return text
    .split('\r\n')
    .filter((l) => l.startsWith(`${code} `) || l === code)
    .map((l) => l.slice(4));
}
