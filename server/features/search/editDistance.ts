/**
 * Typo tolerance rules: the edit distance between two words (optimal string alignment, i.e.
 * Damerau-Levenshtein where an adjacent transposition counts as one edit, each substring edited
 * once) and how many edits a word of a given length may have.
 */

/** Edits allowed for a typed word of `length` letters: 0 below 4, 1 for 4-7, 2 from 8. */
export function allowedEdits(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/**
 * The number of single-letter insertions, deletions, substitutions and adjacent transpositions
 * that turn `a` into `b` (code points, case-sensitive).
 */
export function editDistance(a: string, b: string): number {
  const s = Array.from(a);
  const t = Array.from(b);
  const rows: number[][] = [];
  for (let i = 0; i <= s.length; i++) {
    rows.push(new Array<number>(t.length + 1).fill(0));
    rows[i]![0] = i;
  }
  for (let j = 0; j <= t.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}
