import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { AttemptResult } from '@common/api/mockTests.ts';
import { formatDuration } from '../../../../lib/format.ts';
import { formatMarks, statusOf } from '../../lib/result/figures.ts';
import { StatusMark } from './StatusMark.tsx';

type ResultQuestion = AttemptResult['questions'][number];

/**
 * Time spent on each question, grouped by section, each row with its mark (correct / wrong / not
 * answered), its marks and a bar proportional to the longest time; "Longest first" sorts each
 * section by time. A question's number links to it in review mode.
 */
export function QuestionTimes({ result, attemptId }: { result: AttemptResult; attemptId: number }) {
  const headingId = useId();
  const [longestFirst, setLongestFirst] = useState(false);
  const longest = Math.max(1, ...result.questions.map((q) => q.timeSeconds));
  const numbered = result.questions.map((question, index) => ({ question, number: index + 1 }));
  return (
    <section className="mock-result__block" aria-labelledby={headingId}>
      <div className="mock-result__block-head">
        <h2 id={headingId}>Time per question</h2>
        <button type="button" className="btn" aria-pressed={longestFirst} onClick={() => setLongestFirst((value) => !value)}>
          Longest first
        </button>
      </div>
      {result.sections.map((section, sectionIndex) => {
        const rows = numbered.filter((row) => row.question.sectionIndex === sectionIndex);
        if (longestFirst) rows.sort((a, b) => b.question.timeSeconds - a.question.timeSeconds || a.number - b.number);
        return (
          <div key={sectionIndex} className="card mock-result__table-card">
            <table className="mock-result__times" data-testid={`question-times-${sectionIndex}`}>
              <caption>{section.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Result</th>
                  <th scope="col">Marks</th>
                  <th scope="col">Time</th>
                </tr>
              </thead>
              <tbody>
                {rows.map(({ question, number }) => (
                  <TimeRow key={question.id} question={question} number={number} longest={longest} attemptId={attemptId} />
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}

function TimeRow({ question, number, longest, attemptId }: { question: ResultQuestion; number: number; longest: number; attemptId: number }) {
  return (
    <tr>
      <th scope="row">
        <Link to={`/attempts/${attemptId}/review?q=${number}`}>
          <span className="visually-hidden">Question </span>
          {number}
        </Link>
      </th>
      <td>
        <StatusMark status={statusOf(question)} />
      </td>
      <td className="mock-result__number">{formatMarks(question.marks)}</td>
      <td className="mock-result__time">
        <span className="mock-result__time-bar" aria-hidden="true">
          <span style={{ width: `${Math.round((100 * question.timeSeconds) / longest)}%` }} />
        </span>
        <span className="mock-result__number">{formatDuration(question.timeSeconds)}</span>
      </td>
    </tr>
  );
}
