import { useId } from 'react';
import type { QuestionStats } from '@common/api/errorLog.ts';
import { formatDuration } from '../../../lib/format.ts';
import { Loading } from '../../../ui/Loading.tsx';
import { useQuestionStats } from '../api/questionStats.ts';

const difficultyTone: Record<QuestionStats['difficulty'], string> = {
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
  'Not enough attempts yet': 'unknown',
};

const seconds = (value: number | null) => (value === null ? '—' : formatDuration(value));

/** Below this many first attempts the share correct is given as counts, not a big percentage. */
const fewAttempts = 3;

/**
 * Too few first attempts for a share to mean much: one line in plain words instead of a large
 * percentage ("You’re the first to answer this question." for one, else how many and how many right).
 */
function FewAttempts({ stats }: { stats: QuestionStats }) {
  if (stats.attempts <= 1) {
    return (
      <p className="crowd-stats__few" data-testid="crowd-few">
        {stats.attempts === 0 ? 'No one has answered this question yet.' : 'You’re the first to answer this question.'}
      </p>
    );
  }
  return (
    <p className="crowd-stats__few" data-testid="crowd-few">
      {stats.attempts} people have answered so far; {stats.correct} of them got it right.
    </p>
  );
}

function Figures({ stats }: { stats: QuestionStats }) {
  const percent = Math.round(stats.percentCorrect);
  if (stats.attempts < fewAttempts) return <FewAttempts stats={stats} />;
  return (
    <>
      <p className="crowd-stats__correct">
        <strong>{percent}%</strong> answered correctly
        <span className={`difficulty difficulty--${difficultyTone[stats.difficulty]}`}>
          <span className="visually-hidden">Difficulty: </span>
          {stats.difficulty}
        </span>
      </p>
      <div className="crowd-stats__bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </div>
      <dl className="crowd-stats__figures">
        <div>
          <dt>Average time, right</dt>
          <dd>{seconds(stats.averageTimeCorrect)}</dd>
        </div>
        <div>
          <dt>Average time, wrong</dt>
          <dd>{seconds(stats.averageTimeWrong)}</dd>
        </div>
        <div>
          <dt>First attempts</dt>
          <dd>{stats.attempts}</dd>
        </div>
      </dl>
    </>
  );
}

/**
 * "How everyone did" on a question, shown once the user has answered it: share of correct
 * first attempts, average times of the timed right and wrong ones, and the difficulty they imply;
 * with fewer than three first attempts only the counts in words.
 */
export function CrowdStats({ questionId }: { questionId: number }) {
  const stats = useQuestionStats(questionId);
  const headingId = useId();
  return (
    <section className="crowd-stats" aria-labelledby={headingId} data-testid="crowd-stats">
      <h2 id={headingId} className="crowd-stats__title">
        How everyone did
      </h2>
      {stats.isPending && <Loading label="Loading how everyone did…" />}
      {stats.isError && <p className="muted crowd-stats__note">How others did could not be loaded.</p>}
      {stats.data && <Figures stats={stats.data} />}
      {stats.data && <p className="muted crowd-stats__note">Counted from each person’s first attempt.</p>}
    </section>
  );
}
