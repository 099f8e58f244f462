import { useSearchParams } from 'react-router';
import { acceptedAnswerPoints, type Contributor, type Period } from '@common/api/reputation.ts';
import { Avatar } from '../../../ui/Avatar.tsx';
import { PagedListState } from '../../../ui/PagedListState.tsx';
import { ProfileLink } from '../../../ui/ProfileLink.tsx';
import { Tabs, tabIds, type Tab } from '../../../ui/Tabs.tsx';
import { UserTypeBadge } from '../../../ui/UserTypeBadge.tsx';
import { useContributorPages } from '../api/profiles.ts';
import '../profiles.css';

const tabs: readonly Tab<Period>[] = [
  { id: 'week', label: 'This week', testId: 'contributors-tab-week' },
  { id: 'month', label: 'This month', testId: 'contributors-tab-month' },
  { id: 'all', label: 'All time', testId: 'contributors-tab-all' },
];

const empty: Record<Period, string> = {
  week: 'No one has earned reputation in the last 7 days yet. Answer a question in the forums to be the first.',
  month: 'No one has earned reputation in the last 30 days yet. Answer a question in the forums to be the first.',
  all: 'No one has earned reputation yet. Answer a question in the forums to be the first.',
};

const isPeriod = (value: string | null): value is Period => value === 'week' || value === 'month' || value === 'all';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One contributor: place, name (a link to their profile), type, reputation and accepted answers in the period. */
function ContributorRow({ row, place }: { row: Contributor; place: number }) {
  return (
    <li className="contributor card" data-testid="contributor" data-user-id={row.user.id}>
      <span className="contributor__place" aria-label={`Place ${place}`}>
        {place}
      </span>
      <Avatar name={row.user.name} size="md" />
      <div className="contributor__who">
        <ProfileLink username={row.user.username} className="contributor__name">
          {row.user.name}
        </ProfileLink>
        <span className="contributor__meta">
          <span className="muted">@{row.user.username}</span>
          <UserTypeBadge userType={row.user.userType} />
        </span>
      </div>
      <p className="contributor__figures">
        <span className="contributor__reputation" data-testid="contributor-reputation">
          {count(row.reputation, 'point', 'points')}
        </span>
        <span className="muted" data-testid="contributor-accepted">
          {count(row.acceptedAnswers, 'accepted answer', 'accepted answers')}
        </span>
      </p>
    </li>
  );
}

/** One period's contributors, most reputation first, with "Load more" and an empty state. */
function ContributorList({ period }: { period: Period }) {
  const pages = useContributorPages(period);
  return (
    <PagedListState
      query={pages}
      loading="Loading contributors…"
      error="Failed to load contributors. Please try again."
      empty={<p className="empty card">{empty[period]}</p>}
      noun="contributors"
    >
      {(items) => (
        <ol className="contributors__list">
          {items.map((row, index) => (
            <ContributorRow key={row.user.id} row={row} place={index + 1} />
          ))}
        </ol>
      )}
    </PagedListState>
  );
}

/**
 * The contributors page (/contributors, contract 8.4): who earned the most reputation this week
 * (7 days), this month (30 days) or all time, in tabs (the period kept in `?period=`), each name a
 * link to the profile.
 */
export function ContributorsView() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('period');
  const selected: Period = isPeriod(requested) ? requested : 'week';
  const select = (id: Period) => setParams(id === 'week' ? {} : { period: id }, { replace: true });
  const ids = tabIds('contributors', selected);
  return (
    <main className="page page--narrow contributors">
      <h1>Top contributors</h1>
      <p className="muted">Reputation: likes received on posts, replies and comments, plus {acceptedAnswerPoints} for each accepted answer.</p>
      <Tabs tabs={tabs} selected={selected} onSelect={select} label="Period" idPrefix="contributors" className="contributors-tabs" />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0} className="contributors__panel">
        <ContributorList key={selected} period={selected} />
      </div>
    </main>
  );
}
