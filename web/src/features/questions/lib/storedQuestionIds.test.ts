import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadQuestionList, saveQuestionList } from './storedQuestionIds.ts';

/** A minimal sessionStorage for Node. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('stored question list', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('sessionStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives back what was saved', () => {
    saveQuestionList({ ids: [3, 1, 2], search: '?category=1' });
    expect(loadQuestionList()).toEqual({ ids: [3, 1, 2], search: '?category=1' });
  });
  it('is empty when nothing is stored', () => {
    expect(loadQuestionList()).toEqual({ ids: [], search: '' });
  });
  it('drops entries that are not integers and survives unreadable JSON', () => {
    storage.setItem('questionIds', '[1, "2", 3.5, 4]');
    expect(loadQuestionList().ids).toEqual([1, 4]);
    storage.setItem('questionIds', '{not json');
    expect(loadQuestionList()).toEqual({ ids: [], search: '' });
  });
});
