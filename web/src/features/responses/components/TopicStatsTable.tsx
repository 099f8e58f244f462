import { formatDuration } from '../../../lib/format.ts';
import { accuracyBand, type TopicRow } from '../lib/topicStats.ts';

/**
 * Topic, category, attempts, accuracy (whole %) and average time (m:ss) per attempted topic. On
 * phones the category moves under the topic name instead of taking a column.
 */
export function TopicStatsTable({ rows }: { rows: readonly TopicRow[] }) {
  return (
    <div className="topic-table__wrap card">
      <table className="topic-table">
        <caption className="visually-hidden">Accuracy and average time per topic, weakest first</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col" className="topic-table__category">
              Category
            </th>
            <th scope="col" className="topic-table__number">Attempts</th>
            <th scope="col" className="topic-table__number">Accuracy</th>
            <th scope="col" className="topic-table__number">Avg time</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.topicId}>
              <th scope="row">
                {row.topic}
                <span className="topic-table__sub">{row.category}</span>
              </th>
              <td className="topic-table__category muted">{row.category}</td>
              <td className="topic-table__number">{row.attempts}</td>
              <td className="topic-table__number">
                <span className={`topic-accuracy topic-band--${accuracyBand(row.accuracy)}`}>{row.accuracy}%</span>
              </td>
              <td className="topic-table__number">{row.averageTime === null ? '—' : formatDuration(row.averageTime)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
