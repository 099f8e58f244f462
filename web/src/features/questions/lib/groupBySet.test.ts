import { describe, expect, it } from 'vitest';
import { groupBySet } from './groupBySet.ts';

const q = (id: number, setId: number | null = null, setTitle: string | null = setId === null ? null : `Set ${setId}`) => ({ id, setId, setTitle });

describe('groupBySet', () => {
  it('keeps stand-alone questions and folds consecutive members of a set', () => {
    const entries = groupBySet([q(1), q(2, 7), q(3, 7), q(4, 7), q(5), q(6, 8)]);
    expect(entries.map((entry) => (entry.kind === 'set' ? [entry.title, entry.questions.map((x) => x.id)] : entry.question.id))).toEqual([
      1,
      ['Set 7', [2, 3, 4]],
      5,
      ['Set 8', [6]],
    ]);
  });

  it('starts a new card when another set follows directly, or a set resumes after a gap', () => {
    const entries = groupBySet([q(1, 7), q(2, 8), q(3, 8), q(4), q(5, 7)]);
    expect(entries.map((entry) => (entry.kind === 'set' ? `${entry.setId}:${entry.questions.length}` : 'q'))).toEqual(['7:1', '8:2', 'q', '7:1']);
  });

  it('names a set without a title "Question set"; an empty list gives no entries', () => {
    expect(groupBySet([q(1, 3, null)])).toEqual([{ kind: 'set', setId: 3, title: 'Question set', questions: [q(1, 3, null)] }]);
    expect(groupBySet([])).toEqual([]);
  });
});
