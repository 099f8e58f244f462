import { useEffect, useId, useRef, useState } from 'react';
import { decimalPattern } from '@common/answers.ts';
import type { AnswerOption } from '@common/limits.ts';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { submitSection, type TimedAttempt } from '../../api/attempts.ts';
import { useQuestionTime } from '../../hooks/attempt/useQuestionTime.ts';
import { applyPatch, mergeAnswers, paletteStateOf, type LocalAnswer } from '../../lib/attempt/palette.ts';
import type { AnswerPatch, SaveQueue } from '../../lib/attempt/saveQueue.ts';
import { ActionBar } from './ActionBar.tsx';
import { Palette } from './Palette.tsx';
import { QuestionPane, type PassageSlot } from './QuestionPane.tsx';
import { SubmitSectionDialog } from './SubmitSectionDialog.tsx';

interface SectionViewProps {
  attempt: TimedAttempt;
  queue: SaveQueue;
  /** The countdown reached 0: answers are locked while the page waits for the server to move on. */
  timeUp: boolean;
  renderPassage: PassageSlot;
  /** Put focus on the first question's heading when shown (the first section after Start test, a new section after another). */
  focusOnMount: boolean;
  /** The submit's answer (the next section, or the completed attempt). */
  onSubmitted: (attempt: TimedAttempt) => void;
}

const questionKey = (attemptId: number) => `mockTests.attempt.${attemptId}.question`;
const waitForSavesMs = 8000;

function storedQuestion(attemptId: number): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(questionKey(attemptId)));
    return Number.isInteger(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Whether `text` (trimmed) is a decimal number the API takes as a TITA answer. */
const isNumber = (text: string) => decimalPattern.test(text.trim());

/** A response not yet saved: an option picked or a TITA text typed on question `questionId`. */
interface Unsaved {
  questionId: number;
  selectedOption?: AnswerOption;
  answer?: string;
}

/**
 * One section of an attempt (render it with `key={sectionIndex}`): the question shown with its
 * options or answer box, the action buttons, and the palette with Submit section. As in CAT, a
 * response counts only once saved with Save & Next or Mark for Review & Next: it then goes through
 * `queue` with the seconds spent on the question since the last save, and moving away through the
 * palette or Previous (or the time running out) drops a response not saved. The palette shows
 * saved states only. A question counts as visited once shown (a `{ timeSeconds }` save creates its row on the server),
 * and leaving it saves its time. The question shown is kept in sessionStorage, so a reload
 * returns to it.
 */
export function SectionView({ attempt, queue, timeUp, renderPassage, focusOnMount, onSubmitted }: SectionViewProps) {
  const questions = attempt.questions;
  const section = attempt.sections[attempt.sectionIndex]!;
  const [index, setIndex] = useState(() => {
    const stored = storedQuestion(attempt.id);
    const found = questions.findIndex((question) => question.id === stored);
    return found >= 0 ? found : 0;
  });
  const [answers, setAnswers] = useState<Map<number, LocalAnswer>>(() => mergeAnswers(attempt.answers, queue.unconfirmed()));
  const [visited, setVisited] = useState<Set<number>>(() => new Set([...Object.keys(attempt.answers).map(Number), ...queue.unconfirmed().keys()]));
  const visitedRef = useRef(visited);
  /** The response given on the question shown but not yet saved (Save & Next saves it; leaving drops it). */
  const [unsaved, setUnsaved] = useState<Unsaved | null>(null);
  const [draftInvalid, setDraftInvalid] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const paletteToggleRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef(focusOnMount);
  const time = useQuestionTime();
  const paletteId = useId();
  const question = questions[index];
  const questionId = question?.id;
  const paletteCloseRef = useRef<HTMLButtonElement>(null);
  const locked = timeUp || submitting;

  // Showing a question: visited (saved once), its clock runs; leaving it saves its time.
  useEffect(() => {
    if (questionId === undefined) return undefined;
    const id = questionId;
    if (!visitedRef.current.has(id)) {
      visitedRef.current = new Set(visitedRef.current).add(id);
      setVisited(visitedRef.current);
      queue.enqueue(id, { timeSeconds: 0 });
    }
    time.start(id);
    try {
      window.sessionStorage.setItem(questionKey(attempt.id), String(id));
    } catch {
      /* private mode: the page starts at question 1 after a reload */
    }
    if (focusNext.current) {
      focusNext.current = false;
      headingRef.current?.focus();
    }
    return () => {
      const seconds = time.stop();
      if (seconds > 0) queue.enqueue(id, { timeSeconds: seconds });
    };
  }, [questionId, queue, time, attempt.id]);

  // The page hidden or closed: send the time so far (kept in storage if it cannot be sent now).
  useEffect(() => {
    const save = () => {
      const seconds = time.take();
      if (questionId !== undefined && seconds > 0) queue.enqueue(questionId, { timeSeconds: seconds });
    };
    const onVisibility = () => document.visibilityState === 'hidden' && save();
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [questionId, queue, time]);

  // On a phone the palette opens as a sheet: focus goes into it.
  useEffect(() => {
    if (paletteOpen) paletteCloseRef.current?.focus();
  }, [paletteOpen]);

  // Time is up: what was spent on the question goes now, within the server's grace.
  useEffect(() => {
    if (!timeUp || questionId === undefined) return;
    const seconds = time.take();
    if (seconds > 0) queue.enqueue(questionId, { timeSeconds: seconds });
  }, [timeUp, questionId, queue, time]);

  if (!question) return <p className="empty">This section has no questions.</p>;

  const answer = answers.get(question.id);
  const tita = question.questionType === 'TITA';
  const unsavedHere = unsaved?.questionId === question.id ? unsaved : null;
  const chosen = unsavedHere?.selectedOption !== undefined ? unsavedHere.selectedOption : (answer?.selectedOption ?? null);
  const draft = unsavedHere?.answer ?? answer?.answer ?? '';
  const states = questions.map((q) => paletteStateOf(answers.get(q.id), visited.has(q.id)));

  function change(patch: AnswerPatch) {
    if (locked || !question) return;
    const id = question.id;
    setAnswers((current) => new Map(current).set(id, applyPatch(current.get(id), patch)));
    queue.enqueue(id, { ...patch, timeSeconds: time.take() });
  }

  /** Shows question `target`; an unsaved choice on the question left is dropped (CAT's rule). */
  function goTo(target: number) {
    if (target < 0 || target >= questions.length) return;
    setUnsaved(null);
    setDraftInvalid(false);
    focusNext.current = true;
    if (target === index) headingRef.current?.focus();
    setIndex(target);
  }

  const next = () => goTo((index + 1) % questions.length);

  /**
   * Save & Next (`marked` false) or Mark for Review & Next (`marked` true): the response shown is
   * saved with the mark, then the next question shows. A TITA text that is not a number is not
   * saved and the page stays.
   */
  function saveAndNext(marked: boolean) {
    if (locked || !question) return;
    const patch: AnswerPatch = {};
    if (unsavedHere?.selectedOption !== undefined) patch.selectedOption = unsavedHere.selectedOption;
    if (unsavedHere?.answer !== undefined) {
      const text = unsavedHere.answer.trim();
      if (text !== '' && !isNumber(text)) {
        setDraftInvalid(true);
        return;
      }
      patch.answer = text === '' ? null : text;
    }
    if ((answer?.markedForReview ?? false) !== marked) patch.markedForReview = marked;
    if (Object.keys(patch).length > 0) change(patch);
    next();
  }

  function clear() {
    if (!question) return;
    setUnsaved(null);
    setDraftInvalid(false);
    change(tita ? { answer: null } : { selectedOption: null });
    headingRef.current?.focus();
  }

  async function submit() {
    setSubmitting(true);
    setSubmitError(null);
    const seconds = time.take();
    if (question && seconds > 0) queue.enqueue(question.id, { timeSeconds: seconds });
    await Promise.race([queue.idle(), new Promise((resolve) => setTimeout(resolve, waitForSavesMs))]);
    if (queue.status().pending > 0) {
      setSubmitting(false);
      setSubmitError('Some answers have not reached the server yet. Check your connection, then submit again.');
      return;
    }
    try {
      const after = await submitSection(attempt.id, attempt.sectionIndex);
      onSubmitted(after);
    } catch (error) {
      setSubmitting(false);
      setSubmitError(error instanceof ApiRequestError ? error.message : 'The section could not be submitted. Check your connection and try again.');
    }
  }

  function closePalette() {
    setPaletteOpen(false);
    paletteToggleRef.current?.focus();
  }

  return (
    <div className="attempt-body">
      <div className="attempt-main">
        <QuestionPane
          key={question.id}
          question={question}
          position={index + 1}
          count={questions.length}
          headingRef={headingRef}
          renderPassage={renderPassage}
          chosen={chosen}
          draft={draft}
          draftInvalid={draftInvalid}
          disabled={locked}
          onChoose={(option: AnswerOption) => !locked && setUnsaved({ questionId: question.id, selectedOption: option })}
          onDraft={(value) => {
            if (locked) return;
            setDraftInvalid(false);
            setUnsaved({ questionId: question.id, answer: value });
          }}
        />
        <ActionBar
          disabled={locked}
          isFirst={index === 0}
          onMarkAndNext={() => saveAndNext(true)}
          onClear={clear}
          onPrevious={() => goTo(index - 1)}
          onSaveAndNext={() => saveAndNext(false)}
        />
        <button
          ref={paletteToggleRef}
          type="button"
          className="btn attempt-palette-toggle"
          data-testid="palette-toggle"
          aria-expanded={paletteOpen}
          aria-controls={paletteId}
          onClick={() => setPaletteOpen((open) => !open)}
        >
          Question palette and Submit
        </button>
      </div>
      <aside
        id={paletteId}
        className={`attempt-palette${paletteOpen ? ' attempt-palette--open' : ''}`}
        aria-label="Questions of this section"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && paletteOpen) {
            event.preventDefault();
            closePalette();
          }
        }}
      >
        <button ref={paletteCloseRef} type="button" className="btn attempt-palette__close" onClick={closePalette}>
          Close palette
        </button>
        <Palette
          states={states}
          current={index}
          onGo={(target) => {
            setPaletteOpen(false);
            goTo(target);
          }}
        >
          <button type="button" className="btn btn--primary palette__submit" disabled={submitting} onClick={() => setConfirming(true)} data-testid="submit-section">
            Submit section
          </button>
        </Palette>
      </aside>
      {confirming && (
        <SubmitSectionDialog
          sectionName={section.name}
          hasNext={attempt.sectionIndex < attempt.sections.length - 1}
          states={states}
          busy={submitting}
          error={submitError}
          onConfirm={() => void submit()}
          onCancel={() => {
            setConfirming(false);
            setSubmitError(null);
          }}
        />
      )}
    </div>
  );
}
