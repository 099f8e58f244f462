import type { KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Response as UserResponse } from '@common/api/responses.ts';
import { formatDate, formatDuration } from '../../../lib/format.ts';
import { excerpt } from '../../../lib/excerpt.ts';
import { AnswerValue, TitaBadge } from './GivenAnswer.tsx';

/** Characters of question text shown in a row. */
const previewChars = 90;

/**
 * The responses as a table: Question (a "TITA" tag on type-in-the-answer questions), Category,
 * Topic, Your answer (the option letter, or the typed TITA answer), Result, Time (m:ss), Date. A
 * row opens its question on click or Enter; on narrow screens rows become cards.
 */
export function ResponsesTable({ responses }: { responses: readonly UserResponse[] }) {
  const navigate = useNavigate();
  const open = (item: UserResponse) => navigate(`/questions/${item.question.id}`);
  const onKeyDown = (event: KeyboardEvent, item: UserResponse) => {
    if (event.key === 'Enter') open(item);
  };

  return (
    <table className="responses-table">
      <caption className="visually-hidden">Your responses, newest first. Select a row to open its question.</caption>
      <thead>
        <tr>
          <th scope="col">Question</th>
          <th scope="col">Category</th>
          <th scope="col">Topic</th>
          <th scope="col">Your answer</th>
          <th scope="col">Result</th>
          <th scope="col">Time</th>
          <th scope="col">Date</th>
        </tr>
      </thead>
      <tbody>
        {responses.map((item) => (
          <tr key={item.id} tabIndex={0} onClick={() => open(item)} onKeyDown={(event) => onKeyDown(event, item)}>
            <td data-label="Question" className="responses-table__question">
              <Link to={`/questions/${item.question.id}`} tabIndex={-1}>
                {excerpt(item.question.questionText, previewChars)}
              </Link>{' '}
              <TitaBadge item={item} />
            </td>
            <td data-label="Category">{item.question.section}</td>
            <td data-label="Topic">{item.question.topic}</td>
            <td data-label="Your answer">
              <AnswerValue item={item} />
            </td>
            <td data-label="Result">
              <span className={`result-tag result-tag--${item.response ? 'correct' : 'wrong'}`}>
                <span aria-hidden="true">{item.response ? '✓' : '✗'}</span> {item.response ? 'Correct' : 'Incorrect'}
              </span>
            </td>
            <td data-label="Time">{item.time === null ? 'Untimed' : formatDuration(item.time)}</td>
            <td data-label="Date">
              <time dateTime={item.dateTimeSubmitted}>{formatDate(item.dateTimeSubmitted, 'd MMM yyyy, h:mm a')}</time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
