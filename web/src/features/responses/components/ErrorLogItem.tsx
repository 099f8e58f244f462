import { Link } from 'react-router';
import type { ErrorLogEntry } from '@common/api/errorLog.ts';
import { formatDate, formatDuration } from '../../../lib/format.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { AnswerValue, TitaBadge } from './GivenAnswer.tsx';
import { MistakeReasonSelect } from './MistakeReasonSelect.tsx';

/** Characters of question text shown per mistake. */
const previewChars = 180;

/**
 * One mistake: question excerpt (a "TITA" tag on type-in-the-answer questions), topic, my answer
 * (the option letter or the typed TITA answer), time, date, wrong attempts, its reason and a
 * re-attempt link.
 */
export function ErrorLogItem({ entry }: { entry: ErrorLogEntry }) {
  const { question } = entry;
  return (
    <li className="mistake card" data-testid="error-log-entry">
      <div className="mistake__main">
        <p className="mistake__text">
          {excerpt(question.questionText, previewChars)} <TitaBadge item={entry} />
        </p>
        <ul className="mistake__chips" aria-label="Category and topic">
          <li className="chip">{question.topic}</li>
          <li className="chip mistake__chip--category">{question.section}</li>
        </ul>
        <dl className="mistake__facts">
          <div>
            <dt>Your answer</dt>
            <dd>
              <AnswerValue item={entry} />
            </dd>
          </div>
          <div>
            <dt>Time</dt>
            <dd>{entry.time === null ? 'Untimed' : formatDuration(entry.time)}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={entry.dateTimeSubmitted}>{formatDate(entry.dateTimeSubmitted, 'd MMM yyyy')}</time>
            </dd>
          </div>
          <div>
            <dt>Wrong attempts</dt>
            <dd>{entry.wrongAttempts}</dd>
          </div>
        </dl>
      </div>
      <div className="mistake__side">
        <MistakeReasonSelect entry={entry} />
        <Link to={`/questions/${question.id}`} className="btn btn--primary mistake__retry">
          Re-attempt<span className="visually-hidden">: {excerpt(question.questionText, 60)}</span>
        </Link>
      </div>
    </li>
  );
}
