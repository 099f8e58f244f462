/**
 * Drawing a generated test's section from a category (docs/contract.md section 7.3): questions are
 * drawn in units — a question standing alone, or every question of a set together — unseen units
 * (none of whose questions the user has answered) first, each group in random order, until the
 * section has at least `count` questions (so it may exceed `count` by less than one set).
 */

/** An approved question that may be drawn. */
export interface Candidate {
  id: number;
  setId: number | null;
  answered: boolean;
}

/** Fisher-Yates shuffle into a new array (`random` returns [0, 1)). */
function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The ids drawn for one section, set members together in id order, or undefined when the
 * candidates are fewer than `count`.
 */
export function drawSection(candidates: Candidate[], count: number, random: () => number = Math.random): number[] | undefined {
  if (candidates.length < count) return undefined;
  const units = new Map<string, Candidate[]>();
  for (const candidate of candidates) {
    const key = candidate.setId === null ? `q${candidate.id}` : `s${candidate.setId}`;
    const unit = units.get(key);
    if (unit) unit.push(candidate);
    else units.set(key, [candidate]);
  }
  const all = [...units.values()].map((unit) => unit.sort((a, b) => a.id - b.id));
  const unseen = all.filter((unit) => unit.every((q) => !q.answered));
  const seen = all.filter((unit) => unit.some((q) => q.answered));
  const drawn: number[] = [];
  for (const unit of [...shuffled(unseen, random), ...shuffled(seen, random)]) {
    if (drawn.length >= count) break;
    drawn.push(...unit.map((q) => q.id));
  }
  return drawn;
}
