import { Link } from 'react-router';
import type { MasteryEntry, MasteryLevelName } from '@common/api/practice.ts';
import { messages } from '@common/messages.ts';
import { QueryState } from '../../../ui/QueryState.tsx';
import { useMastery } from '../api/practice.ts';
import { masteryLabel } from '../lib/labels.ts';
import { MasteryItem } from './MasteryItem.tsx';
import '../practice.css';

const groups: readonly (MasteryLevelName | null)[] = ['weak', 'developing', 'strong', null];

/**
 * /mastery (docs/contract.md section 8.3): my topics by level, weak first (the API's order: weak,
 * developing, strong, then topics with under 5 answers; within a level the lowest ability first),
 * each with "Practise this" opening Practice on that topic.
 */
export function MasteryMap() {
  const mastery = useMastery();
  return (
    <main className="page page--narrow mastery">
      <header className="mastery__intro">
        <h1>My topics</h1>
        <p className="muted">Your level in each topic you have practised, weakest first, from your answers and how hard the questions were.</p>
      </header>
      <QueryState
        query={mastery}
        loading="Loading your topics…"
        error={messages.load.mastery}
        isEmpty={(entries) => entries.length === 0}
        empty={
          <div className="empty card" data-testid="mastery-empty">
            <p>You have not answered any questions yet. Practise a few and your topics show here.</p>
            <Link to="/practice" className="btn btn--primary">
              Start practice
            </Link>
          </div>
        }
      >
        {(entries: MasteryEntry[]) =>
          groups.map((level) => {
            const inGroup = entries.filter((entry) => entry.level === level);
            if (inGroup.length === 0) return null;
            return (
              <section key={level ?? 'none'} className="mastery__group" aria-labelledby={`mastery-${level ?? 'none'}`}>
                <h2 id={`mastery-${level ?? 'none'}`}>
                  {masteryLabel(level)} ({inGroup.length})
                </h2>
                <ul className="mastery-list">
                  {inGroup.map((entry) => (
                    <MasteryItem key={entry.topicId} entry={entry} />
                  ))}
                </ul>
              </section>
            );
          })
        }
      </QueryState>
    </main>
  );
}
