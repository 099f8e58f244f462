import { Link } from 'react-router';
import type { MasteryEntry } from '@common/api/practice.ts';
import { masteryLabel } from '../lib/labels.ts';
import { practiceLink } from '../lib/practiceFilter.ts';

/** One topic of my mastery map: its name and category, level, answers and accuracy, and "Practise this". */
export function MasteryItem({ entry }: { entry: MasteryEntry }) {
  return (
    <li className="mastery-item card" data-testid="mastery-item" data-topic-id={entry.topicId}>
      <div>
        <p className="mastery-item__name">
          {entry.topic}
          <span className={`mastery-level mastery-level--${entry.level ?? 'none'}`}>{masteryLabel(entry.level)}</span>
        </p>
        <p className="mastery-item__meta muted">
          {entry.category} · {entry.correct} of {entry.attempts} right ({Math.round(entry.accuracy * 100)} %)
        </p>
      </div>
      <Link to={practiceLink({ category: entry.categoryId, topic: entry.topicId })} className="btn">
        Practise this<span className="visually-hidden">: {entry.topic}</span>
      </Link>
    </li>
  );
}
