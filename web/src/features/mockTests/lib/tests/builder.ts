/**
 * The admin test builder's state (POST /api/tests, docs/contract.md section 7.3): a title, ordered
 * sections (name, minutes, ordered picked questions), the section being filled, the marking, and
 * the step (build or preview). A question is in at most one section. Pure: `builderReducer` for
 * the changes, `toCreateTest` for the request body (or field errors), `serverErrorTarget` to place
 * a server 400 by the question it names.
 */
import { createTestSchema, defaultMarking, type CreateTest, type Marking } from '@common/api/mockTests.ts';
import type { QuestionType } from '@common/api/questions.ts';
import { moveItem, newRowKey, removeAt, updateAt } from './listOps.ts';

/** A picked question as the builder shows it (from the bank list or a set). */
export interface PickedQuestion {
  id: number;
  questionText: string;
  questionType: QuestionType;
  setId: number | null;
  setTitle: string | null;
  /** How many approved questions its set has, when known (to warn about a set picked in part). */
  setSize: number | null;
}

export interface BuilderSection {
  key: string;
  name: string;
  /** Whole minutes as typed. */
  minutes: string;
  questions: PickedQuestion[];
}

export type MarkingField = keyof Marking;

export interface BuilderState {
  title: string;
  sections: BuilderSection[];
  /** The index of the section the picker adds to. */
  selected: number;
  /** The marks as typed. */
  marking: Record<MarkingField, string>;
  /** A scheduled mock's window as typed in `datetime-local` fields (both empty: no window), and whether it is exclusive (contract 8.2). */
  window: { opensAt: string; closesAt: string };
  exclusive: boolean;
  step: 'build' | 'preview';
}

export type BuilderAction =
  | { type: 'setTitle'; title: string }
  | { type: 'addSection' }
  | { type: 'removeSection'; index: number }
  | { type: 'moveSection'; index: number; delta: number }
  | { type: 'renameSection'; index: number; name: string }
  | { type: 'setMinutes'; index: number; minutes: string }
  | { type: 'selectSection'; index: number }
  | { type: 'addQuestions'; questions: PickedQuestion[] }
  | { type: 'removeQuestion'; id: number }
  | { type: 'moveQuestion'; id: number; delta: number }
  | { type: 'setMarking'; field: MarkingField; value: string }
  | { type: 'setWindow'; field: 'opensAt' | 'closesAt'; value: string }
  | { type: 'setExclusive'; exclusive: boolean }
  | { type: 'setStep'; step: BuilderState['step'] };

const newSection = (name: string, minutes = '40'): BuilderSection => ({ key: newRowKey('section'), name, minutes, questions: [] });

/** An empty test: two sections ("Section 1", "Section 2") of 40 minutes, CAT's marking. */
export function initialBuilderState(): BuilderState {
  return {
    title: '',
    sections: [newSection('Section 1'), newSection('Section 2')],
    selected: 0,
    marking: { correct: String(defaultMarking.correct), wrong: String(defaultMarking.wrong), titaWrong: String(defaultMarking.titaWrong) },
    window: { opensAt: '', closesAt: '' },
    exclusive: false,
    step: 'build',
  };
}

/** The index of the section holding question `id`, or -1. */
export function sectionOf(state: Pick<BuilderState, 'sections'>, id: number): number {
  return state.sections.findIndex((section) => section.questions.some((question) => question.id === id));
}

/** The state after `action`; unknown indexes and ids change nothing. */
export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'setTitle':
      return { ...state, title: action.title };
    case 'addSection':
      return { ...state, sections: [...state.sections, newSection(`Section ${state.sections.length + 1}`)], selected: state.sections.length };
    case 'removeSection': {
      if (state.sections.length <= 1 || !state.sections[action.index]) return state;
      const sections = removeAt(state.sections, action.index);
      const selected = action.index < state.selected || state.selected >= sections.length ? Math.max(0, state.selected - 1) : state.selected;
      return { ...state, sections, selected };
    }
    case 'moveSection': {
      const target = Math.min(state.sections.length - 1, Math.max(0, action.index + action.delta));
      const sections = moveItem(state.sections, action.index, action.delta);
      // The selection follows the section it pointed at.
      const selectedKey = state.sections[state.selected]?.key;
      const selected = Math.max(0, sections.findIndex((section) => section.key === selectedKey));
      return target === action.index ? state : { ...state, sections, selected };
    }
    case 'renameSection':
      return { ...state, sections: updateAt(state.sections, action.index, (section) => ({ ...section, name: action.name })) };
    case 'setMinutes':
      return { ...state, sections: updateAt(state.sections, action.index, (section) => ({ ...section, minutes: action.minutes })) };
    case 'selectSection':
      return state.sections[action.index] ? { ...state, selected: action.index } : state;
    case 'addQuestions': {
      const seen = new Set<number>();
      const fresh = action.questions.filter((question) => {
        if (seen.has(question.id) || sectionOf(state, question.id) !== -1) return false;
        seen.add(question.id);
        return true;
      });
      if (fresh.length === 0 || !state.sections[state.selected]) return state;
      return { ...state, sections: updateAt(state.sections, state.selected, (section) => ({ ...section, questions: [...section.questions, ...fresh] })) };
    }
    case 'removeQuestion': {
      const index = sectionOf(state, action.id);
      if (index === -1) return state;
      return { ...state, sections: updateAt(state.sections, index, (section) => ({ ...section, questions: section.questions.filter((question) => question.id !== action.id) })) };
    }
    case 'moveQuestion': {
      const index = sectionOf(state, action.id);
      if (index === -1) return state;
      return {
        ...state,
        sections: updateAt(state.sections, index, (section) => ({
          ...section,
          questions: moveItem(section.questions, section.questions.findIndex((question) => question.id === action.id), action.delta),
        })),
      };
    }
    case 'setMarking':
      return { ...state, marking: { ...state.marking, [action.field]: action.value } };
    case 'setWindow':
      return { ...state, window: { ...state.window, [action.field]: action.value } };
    case 'setExclusive':
      return { ...state, exclusive: action.exclusive };
    case 'setStep':
      return { ...state, step: action.step };
  }
}

/** Sets of which only some approved questions are picked: set id -> { title, picked, size }. */
export function partialSets(section: Pick<BuilderSection, 'questions'>): Array<{ setId: number; title: string; picked: number; size: number }> {
  const bySet = new Map<number, { setId: number; title: string; picked: number; size: number }>();
  for (const question of section.questions) {
    if (question.setId === null || question.setSize === null) continue;
    const entry = bySet.get(question.setId) ?? { setId: question.setId, title: question.setTitle ?? 'Question set', picked: 0, size: question.setSize };
    entry.picked += 1;
    bySet.set(question.setId, entry);
  }
  return [...bySet.values()].filter((entry) => entry.picked < entry.size);
}

/** Field errors of the builder: `title`, `marking.<field>`, `sections.<i>.name|minutes|questions`, `window.opensAt|closesAt`, `exclusive`, or `form`. */
export type BuilderErrors = Record<string, string>;

/** Whole minutes as typed -> seconds, or NaN when it is not a whole number of at least 1. */
export function minutesToSeconds(minutes: string): number {
  const text = minutes.trim();
  return /^\d{1,7}$/.test(text) && Number(text) >= 1 ? Number(text) * 60 : Number.NaN;
}

/** A `datetime-local` value (the reader's time zone) as an ISO 8601 instant, or null when empty or unreadable. */
export function localToIso(value: string): string | null {
  if (value.trim() === '') return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** A typed whole number (marks may be negative), or NaN. */
const wholeNumber = (text: string) => (/^[-−]?\d{1,4}$/.test(text.trim()) ? Number(text.trim().replace('−', '-')) : Number.NaN);

/**
 * The POST /api/tests body, or the errors that keep it from being sent (checked with the
 * request's own schema, so the messages are the server's; minutes get their own wording).
 */
export function toCreateTest(state: BuilderState): { body: CreateTest; errors?: undefined } | { body?: undefined; errors: BuilderErrors } {
  const errors: BuilderErrors = {};
  state.sections.forEach((section, index) => {
    if (Number.isNaN(minutesToSeconds(section.minutes))) errors[`sections.${index}.minutes`] = 'Enter a whole number of minutes, at least 1';
  });
  const opensAt = localToIso(state.window.opensAt);
  const closesAt = localToIso(state.window.closesAt);
  const windowTyped = state.window.opensAt !== '' || state.window.closesAt !== '';
  if (windowTyped && !opensAt) errors['window.opensAt'] = 'Enter when the test opens, or leave both times empty';
  if (windowTyped && !closesAt) errors['window.closesAt'] = 'Enter when the test closes, or leave both times empty';
  const candidate = {
    title: state.title,
    ...(opensAt && closesAt ? { window: { opensAt, closesAt } } : {}),
    ...(state.exclusive ? { exclusive: true } : {}),
    sections: state.sections.map((section) => ({
      name: section.name,
      durationSeconds: minutesToSeconds(section.minutes) || 60,
      questionIds: section.questions.map((question) => question.id),
    })),
    marking: { correct: wholeNumber(state.marking.correct), wrong: wholeNumber(state.marking.wrong), titaWrong: wholeNumber(state.marking.titaWrong) },
  };
  const parsed = createTestSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      let key = 'form';
      if (head === 'title') key = 'title';
      else if (head === 'marking' && typeof index === 'string') key = `marking.${index}`;
      else if (head === 'sections' && typeof index === 'number') key = field === 'questionIds' ? `sections.${index}.questions` : field === 'name' ? `sections.${index}.name` : `sections.${index}.minutes`;
      else if (head === 'sections') key = 'form';
      else if (head === 'window') key = 'window.closesAt';
      else if (head === 'exclusive') key = 'exclusive';
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/** The section and question a server message names ("Question 12 is not in the bank"), or null. */
export function serverErrorTarget(state: Pick<BuilderState, 'sections'>, message: string): { sectionIndex: number; questionId: number } | null {
  const match = /^Question (\d+) /.exec(message);
  if (!match) return null;
  const questionId = Number(match[1]);
  const sectionIndex = sectionOf(state, questionId);
  return sectionIndex === -1 ? null : { sectionIndex, questionId };
}
