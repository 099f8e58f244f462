/** The order of a review session: oldest due first, a set's due questions together. */

export interface OrderedCard {
  questionId: number;
  setId: number | null;
}

/**
 * The question ids of `cards` (oldest due first) with each set's due questions moved up beside the
 * set's first due one, so a set is walked whole with its passage, in due order within the set.
 */
export function sessionOrder(cards: readonly OrderedCard[]): number[] {
  const ids: number[] = [];
  const placedSets = new Set<number>();
  for (const card of cards) {
    if (card.setId === null) {
      ids.push(card.questionId);
    } else if (!placedSets.has(card.setId)) {
      placedSets.add(card.setId);
      for (const member of cards) if (member.setId === card.setId) ids.push(member.questionId);
    }
  }
  return ids;
}
