import { useId } from 'react';
import type { WatchLevel } from '@common/api/forums.ts';
import { useWatchPost } from '../api/watchPost.ts';

const choices: Array<{ level: WatchLevel; label: string; hint: string }> = [
  { level: 'watching', label: 'Watching', hint: 'Notify me of every reply' },
  { level: 'normal', label: 'Normal', hint: 'Notify me of replies to me and mentions' },
  { level: 'muted', label: 'Muted', hint: 'Never notify me about this thread' },
];

/**
 * The thread's notification level for me (contract 8.4): a labelled group of three radio buttons,
 * saved as soon as one is chosen; an error says so beside it.
 */
export function WatchControl({ postId, level }: { postId: number; level: WatchLevel }) {
  const watch = useWatchPost(postId);
  const name = useId();
  const shown = watch.isPending && watch.variables ? watch.variables : level;
  return (
    <fieldset className="watch-control" data-testid="watch-control">
      <legend>Notifications for this thread</legend>
      {choices.map((choice) => (
        <label key={choice.level} className="watch-control__choice" title={choice.hint}>
          <input type="radio" name={name} value={choice.level} checked={shown === choice.level} disabled={watch.isPending} onChange={() => watch.mutate(choice.level)} />
          {choice.label}
        </label>
      ))}
      {watch.isError && (
        <p role="alert" className="error">
          Could not save. Please try again.
        </p>
      )}
    </fieldset>
  );
}
