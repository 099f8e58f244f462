import { messages } from '@common/messages.ts';
import { Icon, type IconName } from '../../../ui/Icon.tsx';
import { LoadError } from '../../../ui/QueryState.tsx';
import { useAnsweredCount, useCommentsMadeCount, useSubmittedCount } from '../api/activity.ts';

interface StatProps {
  icon: IconName;
  label: string;
  value: number | undefined;
  pending: boolean;
}

function Stat({ icon, label, value, pending }: StatProps) {
  return (
    <li className="activity__stat">
      <span className="activity__icon">
        <Icon name={icon} />
      </span>
      <span className="activity__value" aria-busy={pending}>
        {pending ? '…' : (value ?? '—')}
      </span>
      <span className="activity__label">{label}</span>
    </li>
  );
}

/** Activity summary: questions submitted and answered, and comments made (question comments and forum replies, contract 7.6). */
export function ActivitySummary() {
  const submitted = useSubmittedCount();
  const answered = useAnsweredCount();
  const commentsMade = useCommentsMadeCount();
  return (
    <section className="card profile__section" aria-labelledby="activity-title">
      <h2 id="activity-title">Activity summary</h2>
      {(submitted.isError || answered.isError || commentsMade.isError) && (
        <LoadError
          text={messages.load.activity}
          onRetry={() =>
            void Promise.all([submitted.isError && submitted.refetch(), answered.isError && answered.refetch(), commentsMade.isError && commentsMade.refetch()])
          }
        />
      )}
      <ul className="activity">
        <Stat icon="edit" label="Questions Submitted" value={submitted.data} pending={submitted.isPending} />
        <Stat icon="check" label="Questions Answered" value={answered.data} pending={answered.isPending} />
        <Stat icon="messages" label="Comments Made" value={commentsMade.data} pending={commentsMade.isPending} />
      </ul>
    </section>
  );
}
