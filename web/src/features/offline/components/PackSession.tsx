import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PackedQuestion } from '@common/api/packs.ts';
import type { SavedPack } from '../../../lib/offline/db.ts';
import { answerFromPack } from '../api/packs.ts';
import type { PackAnswer } from '../lib/gradeAnswer.ts';
import { nextQuestionId, remainingCount } from '../lib/packProgress.ts';

/** Renders one packed question (the questions feature's attempt, composed by the page); `submit` judges and keeps the answer. */
export type PackQuestionSlot = (question: PackedQuestion, submit: (answer: PackAnswer) => ReturnType<typeof answerFromPack>, onAnswered: () => void) => ReactNode;

interface PackSessionProps {
  pack: SavedPack;
  question: PackQuestionSlot;
  /** Back to the list of packs. */
  onClose: () => void;
  /** After each answer (the pack's progress changed). */
  onProgress: () => void;
}

/**
 * Practising one saved pack with no network (contract 8.5): its unanswered questions one at a
 * time ("Question 3 of 10"), each judged on the device with its written solution, then "Next
 * question"; when none is left, says so. The position line takes focus at each question.
 */
export function PackSession({ pack, question, onClose, onProgress }: PackSessionProps) {
  const [currentId, setCurrentId] = useState<number | null>(() => nextQuestionId(pack, null));
  const [answered, setAnswered] = useState(false);
  const current = pack.questions.find((candidate) => candidate.id === currentId) ?? null;
  const next = nextQuestionId(pack, currentId);
  // The button that opened the pack, or "Next question", is gone: the position line takes focus, so
  // keyboard and screen-reader users go on from "Question 2 of 10".
  const position = useRef<HTMLParagraphElement>(null);
  useEffect(() => position.current?.focus(), [currentId]);

  return (
    <section className="offline-session" aria-labelledby="offline-session-title">
      <header className="offline-session__header">
        <h2 id="offline-session-title" className="offline-session__title">
          {pack.name}
        </h2>
        <button type="button" className="btn" onClick={onClose}>
          Back to saved packs
        </button>
      </header>
      {current ? (
        <>
          <p ref={position} tabIndex={-1} className="offline-session__position muted" data-testid="pack-position">
            Question {pack.questions.indexOf(current) + 1} of {pack.questions.length} · {remainingCount(pack)} not answered yet
          </p>
          <div key={current.id}>
            {question(
              current,
              (answer) => answerFromPack(pack.id, answer),
              () => {
                setAnswered(true);
                onProgress();
              },
            )}
          </div>
          {answered && (
            <div className="offline-session__next">
              {next !== null ? (
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => {
                    setCurrentId(next);
                    setAnswered(false);
                  }}
                >
                  Next question
                </button>
              ) : (
                <p>That was the last question of this pack. Well done!</p>
              )}
            </div>
          )}
        </>
      ) : (
        <p>You have answered every question in this pack.</p>
      )}
    </section>
  );
}
