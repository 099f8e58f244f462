import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../../../lib/api/errors.ts';
import { Loading } from '../../../../ui/Loading.tsx';
import { LoadError } from '../../../../ui/QueryState.tsx';
import { leaderboardPageSize, useLeaderboard } from '../../api/leaderboards.ts';
import { useTest } from '../../api/tests.ts';
import { formatWhen } from '../../lib/tests/window.ts';
import '../../result.css';

/**
 * A scheduled mock's leaderboard (/tests/:id/leaderboard, contract 8.2): rank, name, score and
 * section scores of the ranked candidates who show on leaderboards, best first, 20 a page (the
 * page number in `?page=`). Before the ranks are published, the server's words and when they arrive.
 */
export function LeaderboardView({ testId }: { testId: number }) {
  const [search, setSearch] = useSearchParams();
  const pageNumber = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const test = useTest(testId);
  const board = useLeaderboard(testId, pageNumber);
  const headingId = useId();
  const pages = board.data ? Math.max(1, Math.ceil(board.data.total / leaderboardPageSize)) : 1;
  const go = (page: number) => setSearch(page === 1 ? {} : { page: String(page) });
  const refused = board.error instanceof ApiRequestError && board.error.status === 409;
  // "Not yet" waits for the test too, so its message shows whole ("... Ranks arrive at ..."), not in two steps.
  const waiting = board.isPending || (refused && test.isPending);
  return (
    <main className="page mock-result leaderboard">
      <p className="mock-result__kicker muted">Leaderboard</p>
      <h1 className="mock-result__title">{test.data?.title ?? 'Mock test'}</h1>
      {waiting && <Loading label="Loading the leaderboard…" />}
      {board.isError &&
        !waiting &&
        (refused ? (
          <p className="card" role="status" data-testid="leaderboard-closed">
            {board.error.message}
            {board.error.message.endsWith('.') ? '' : '.'}
            {test.data?.resultsAt && <> Ranks arrive at {formatWhen(test.data.resultsAt)}.</>}
          </p>
        ) : (
          <LoadError text="The leaderboard could not be loaded." onRetry={() => void board.refetch()} />
        ))}
      {board.data && board.data.items.length === 0 && <p className="empty">No one who shows on leaderboards has taken this test yet.</p>}
      {board.data && board.data.items.length > 0 && (
        <section aria-labelledby={headingId} className="card mock-result__table-card">
          <h2 id={headingId} className="visually-hidden">
            Ranks
          </h2>
          <table className="mock-result__table" data-testid="leaderboard">
            <caption className="visually-hidden">Rank, name, score and section scores</caption>
            <thead>
              <tr>
                <th scope="col">Rank</th>
                <th scope="col">Name</th>
                <th scope="col">Score</th>
                {board.data.items[0]!.sections.map((section) => (
                  <th scope="col" key={section.name}>
                    {section.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {board.data.items.map((entry) => (
                <tr key={`${entry.rank}-${entry.username}`}>
                  <td data-label="Rank">{entry.rank}</td>
                  <th scope="row">
                    {entry.name} <span className="muted">@{entry.username}</span>
                  </th>
                  <td data-label="Score">{entry.score}</td>
                  {entry.sections.map((section) => (
                    <td key={section.name} data-label={section.name}>
                      {section.score}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {board.data && pages > 1 && (
        <nav className="leaderboard__pager" aria-label="Leaderboard pages">
          <button type="button" className="btn" disabled={pageNumber <= 1} onClick={() => go(pageNumber - 1)}>
            Previous page
          </button>
          <span aria-current="page">
            Page {pageNumber} of {pages}
          </span>
          <button type="button" className="btn" disabled={pageNumber >= pages} onClick={() => go(pageNumber + 1)}>
            Next page
          </button>
        </nav>
      )}
      <p>
        <Link to={`/tests/${testId}`}>Back to the test</Link>
      </p>
    </main>
  );
}
