import { describe, expect, it } from 'vitest';
import { builderReducer, initialBuilderState, minutesToSeconds, partialSets, sectionOf, serverErrorTarget, toCreateTest, type BuilderAction, type BuilderState, type PickedQuestion } from './builder.ts';

const q = (id: number, setId: number | null = null, setSize: number | null = null): PickedQuestion => ({
  id,
  questionText: `Question ${id}`,
  questionType: 'MCQ',
  setId,
  setTitle: setId === null ? null : `Set ${setId}`,
  setSize,
});

const run = (...actions: BuilderAction[]) => actions.reduce(builderReducer, initialBuilderState());
const ids = (state: BuilderState) => state.sections.map((section) => section.questions.map((question) => question.id));

describe('builderReducer', () => {
  it('starts with two 40-minute sections, the first selected, and CAT marking', () => {
    const state = initialBuilderState();
    expect(state.sections.map((s) => [s.name, s.minutes])).toEqual([['Section 1', '40'], ['Section 2', '40']]);
    expect(state.selected).toBe(0);
    expect(state.marking).toEqual({ correct: '3', wrong: '-1', titaWrong: '0' });
    expect(state.step).toBe('build');
  });

  it('adds questions to the selected section, each question in one section only', () => {
    const state = run(
      { type: 'addQuestions', questions: [q(1), q(2)] },
      { type: 'selectSection', index: 1 },
      { type: 'addQuestions', questions: [q(2), q(3), q(3)] },
    );
    expect(ids(state)).toEqual([[1, 2], [3]]);
    expect(sectionOf(state, 2)).toBe(0);
    expect(sectionOf(state, 9)).toBe(-1);
  });

  it('removes and reorders picked questions within their section', () => {
    const state = run(
      { type: 'addQuestions', questions: [q(1), q(2), q(3)] },
      { type: 'moveQuestion', id: 3, delta: -1 },
      { type: 'moveQuestion', id: 1, delta: -1 },
      { type: 'removeQuestion', id: 2 },
    );
    expect(ids(state)[0]).toEqual([1, 3]);
    const before = initialBuilderState();
    expect(builderReducer(before, { type: "removeQuestion", id: 42 })).toBe(before);
  });

  it('adds, moves and removes sections; the selection follows its section and never points past the end', () => {
    let state = run({ type: 'addSection' });
    expect(state.sections.map((s) => s.name)).toEqual(['Section 1', 'Section 2', 'Section 3']);
    expect(state.selected).toBe(2);
    state = builderReducer(state, { type: 'addQuestions', questions: [q(7)] });
    state = builderReducer(state, { type: 'moveSection', index: 2, delta: -2 });
    expect(state.sections.map((s) => s.name)).toEqual(['Section 3', 'Section 1', 'Section 2']);
    expect(state.selected).toBe(0);
    expect(ids(state)[0]).toEqual([7]);
    const unchanged = builderReducer(state, { type: 'moveSection', index: 0, delta: -1 });
    expect(unchanged).toBe(state);
    state = builderReducer(state, { type: 'selectSection', index: 2 });
    state = builderReducer(state, { type: 'removeSection', index: 2 });
    expect(state.sections).toHaveLength(2);
    expect(state.selected).toBe(1);
    state = builderReducer(state, { type: 'removeSection', index: 0 });
    expect(state.sections.map((s) => s.name)).toEqual(['Section 1']);
    expect(state.selected).toBe(0);
    expect(builderReducer(state, { type: 'removeSection', index: 0 })).toBe(state);
  });

  it('renames sections, sets minutes, marking and the step', () => {
    const state = run(
      { type: 'renameSection', index: 1, name: 'QA' },
      { type: 'setMinutes', index: 1, minutes: '35' },
      { type: 'setMarking', field: 'wrong', value: '-2' },
      { type: 'setTitle', title: 'Mock 1' },
      { type: 'setStep', step: 'preview' },
    );
    expect(state.sections[1]).toMatchObject({ name: 'QA', minutes: '35' });
    expect(state.marking.wrong).toBe('-2');
    expect(state.title).toBe('Mock 1');
    expect(state.step).toBe('preview');
  });
});

describe('partialSets', () => {
  it('names the sets of which only some questions are picked', () => {
    expect(partialSets({ questions: [q(1, 5, 3), q(2, 5, 3), q(3), q(4, 6, 2), q(5, 6, 2), q(6, 7, null)] })).toEqual([{ setId: 5, title: 'Set 5', picked: 2, size: 3 }]);
  });
});

describe('toCreateTest', () => {
  it('builds the POST /api/tests body with seconds and numeric marks', () => {
    const state = run(
      { type: 'setTitle', title: '  CAT Mock 1 ' },
      { type: 'renameSection', index: 0, name: 'VARC' },
      { type: 'renameSection', index: 1, name: 'QA' },
      { type: 'addQuestions', questions: [q(1), q(2)] },
      { type: 'selectSection', index: 1 },
      { type: 'addQuestions', questions: [q(3)] },
      { type: 'setMinutes', index: 1, minutes: '30' },
      { type: 'setMarking', field: 'titaWrong', value: '−1' },
    );
    expect(toCreateTest(state)).toEqual({
      body: {
        title: 'CAT Mock 1',
        sections: [
          { name: 'VARC', durationSeconds: 2400, questionIds: [1, 2] },
          { name: 'QA', durationSeconds: 1800, questionIds: [3] },
        ],
        marking: { correct: 3, wrong: -1, titaWrong: -1 },
      },
    });
  });

  it('reports each problem by its field, in the request schema’s words', () => {
    const state = run(
      { type: 'renameSection', index: 0, name: '  ' },
      { type: 'setMinutes', index: 1, minutes: '1.5' },
      { type: 'setMarking', field: 'wrong', value: '2' },
      { type: 'addQuestions', questions: [q(1)] },
    );
    expect(toCreateTest(state).errors).toEqual({
      title: 'Title is required',
      'sections.0.name': 'Section name is required',
      'sections.1.minutes': 'Enter a whole number of minutes, at least 1',
      'sections.1.questions': 'A section needs at least one question',
      'marking.wrong': 'wrong must be at most 0',
    });
  });
});

describe('toCreateTest: a scheduled mock', () => {
  const filled = (...actions: BuilderAction[]) =>
    run(
      { type: 'setTitle', title: 'Sunday Mock' },
      { type: 'removeSection', index: 1 },
      { type: 'addQuestions', questions: [q(1)] },
      ...actions,
    );

  it('sends the window as ISO instants and exclusive when ticked', () => {
    const state = filled({ type: 'setWindow', field: 'opensAt', value: '2026-12-06T10:00' }, { type: 'setWindow', field: 'closesAt', value: '2026-12-06T13:00' }, { type: 'setExclusive', exclusive: true });
    const body = toCreateTest(state).body!;
    expect(body.window).toEqual({ opensAt: new Date('2026-12-06T10:00').toISOString(), closesAt: new Date('2026-12-06T13:00').toISOString() });
    expect(body.exclusive).toBe(true);
  });

  it('refuses a window that closes before it opens, half a window, and exclusive without one', () => {
    const backwards = filled({ type: 'setWindow', field: 'opensAt', value: '2026-12-06T13:00' }, { type: 'setWindow', field: 'closesAt', value: '2026-12-06T10:00' });
    expect(toCreateTest(backwards).errors).toEqual({ 'window.closesAt': 'The test must close after it opens' });
    const half = filled({ type: 'setWindow', field: 'opensAt', value: '2026-12-06T13:00' });
    expect(toCreateTest(half).errors).toEqual({ 'window.closesAt': 'Enter when the test closes, or leave both times empty' });
    expect(toCreateTest(filled({ type: 'setExclusive', exclusive: true })).errors).toEqual({ exclusive: 'An exclusive test needs a window' });
  });
});

describe('helpers', () => {
  it('converts whole minutes to seconds', () => {
    expect(minutesToSeconds('40')).toBe(2400);
    expect(minutesToSeconds(' 1 ')).toBe(60);
    expect(minutesToSeconds('0')).toBeNaN();
    expect(minutesToSeconds('2.5')).toBeNaN();
    expect(minutesToSeconds('')).toBeNaN();
  });

  it('finds the question a server message names', () => {
    const state = run({ type: 'selectSection', index: 1 }, { type: 'addQuestions', questions: [q(12)] });
    expect(serverErrorTarget(state, 'Question 12 is not in the bank')).toEqual({ sectionIndex: 1, questionId: 12 });
    expect(serverErrorTarget(state, 'Question 13 is not in the bank')).toBeNull();
    expect(serverErrorTarget(state, 'Title is required')).toBeNull();
  });
});
