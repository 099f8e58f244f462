import { Link } from 'react-router';
import { useMastery } from '../api/practice.ts';
import { MasteryItem } from './MasteryItem.tsx';
import '../practice.css';

/** How many of my weakest topics the home page shows. */
const shown = 3;

/**
 * The home page's "Your weakest topics" (docs/contract.md section 8.3): the first three topics of my
 * mastery map that have a level (5 answers or more), each with "Practise this", and a link to the
 * whole map; a new user sees how to get there. Nothing while it loads or when it fails (the home
 * page works without it).
 */
export function WeakestTopics() {
  const mastery = useMastery();
  if (!mastery.data) return null;
  const weakest = mastery.data.filter((entry) => entry.level !== null).slice(0, shown);
  return (
    <section className="weak-topics" aria-labelledby="weak-topics-title" data-testid="weak-topics">
      <h2 id="weak-topics-title">Your weakest topics</h2>
      {weakest.length === 0 ? (
        <p className="muted" data-testid="weak-topics-empty">
          Answer at least 5 questions in a topic and your weakest topics show here.{' '}
          <Link to="/practice">Start practice</Link>
        </p>
      ) : (
        <>
          <ul className="mastery-list">
            {weakest.map((entry) => (
              <MasteryItem key={entry.topicId} entry={entry} />
            ))}
          </ul>
          <Link to="/mastery">All my topics</Link>
        </>
      )}
    </section>
  );
}
