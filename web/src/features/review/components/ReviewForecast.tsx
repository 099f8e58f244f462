import type { ReviewSummary } from '@common/api/review.ts';
import { formatDistanceStrict } from 'date-fns';

/** Retention as a whole percentage; "—" before the first graded answer. */
function percent(retention: number | null): string {
  return retention === null ? '—' : `${Math.round(retention * 100)}%`;
}

/**
 * The deck's forecast and retention: due now, within 24 hours, within 7 days, cards in the deck,
 * the share of review answers that were right, and when the next card falls due.
 */
export function ReviewForecast({ summary, now = new Date() }: { summary: ReviewSummary; now?: Date }) {
  const next = summary.nextDueAt === null ? null : new Date(summary.nextDueAt);
  return (
    <section className="card review-forecast" aria-labelledby="review-forecast-title">
      <h2 id="review-forecast-title">Your deck</h2>
      <dl className="review-forecast__figures">
        <div>
          <dt>Due now</dt>
          <dd data-testid="review-due-now">{summary.due}</dd>
        </div>
        <div>
          <dt>Due today</dt>
          <dd data-testid="review-due-today">{summary.dueToday}</dd>
        </div>
        <div>
          <dt>Due this week</dt>
          <dd data-testid="review-due-week">{summary.dueThisWeek}</dd>
        </div>
        <div>
          <dt>In the deck</dt>
          <dd>{summary.total}</dd>
        </div>
        <div>
          <dt>Retention</dt>
          <dd data-testid="review-retention">{percent(summary.retention)}</dd>
        </div>
      </dl>
      <p className="muted review-forecast__note">
        Today and this week count the next 24 hours and 7 days.{' '}
        {summary.reviews === 0
          ? 'Retention shows once you answer a question from your deck again.'
          : `Retention is the share of your ${summary.reviews} review ${summary.reviews === 1 ? 'answer' : 'answers'} that were right.`}
        {next !== null && next > now && ` Next card due in ${formatDistanceStrict(next, now)}.`}
      </p>
    </section>
  );
}
