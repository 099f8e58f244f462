import { useId, useState } from 'react';
import type { User } from '@common/api/accounts.ts';
import { useSaveShowOnLeaderboards } from '../../api/leaderboards.ts';

/**
 * The profile's "Show me on mock test leaderboards" switch (PUT /api/preferences
 * { showOnLeaderboards }, default off; contract 8.2). Ranks count everyone either way. Saved at
 * once; the new state shows while saving, and a failure is announced.
 */
export function LeaderboardSwitch({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const save = useSaveShowOnLeaderboards(onSaved);
  const headingId = useId();
  const hintId = useId();
  const [pending, setPending] = useState<boolean | null>(null);
  const checked = pending ?? user.showOnLeaderboards === true;
  return (
    <section className="card leaderboard-switch" aria-labelledby={headingId} data-testid="leaderboard-preference">
      <h2 id={headingId}>Mock tests</h2>
      <label className="leaderboard-switch__label">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-describedby={hintId}
          data-testid="leaderboard-switch"
          onChange={(event) => {
            const next = event.target.checked;
            setPending(next);
            save.mutate(next, { onSettled: () => setPending(null) });
          }}
        />{' '}
        Show me on mock test leaderboards
      </label>
      <p id={hintId} className="muted">
        Off: your rank still counts, but your name is left out of the published leaderboards.
      </p>
      {save.isError && (
        <p className="error" role="alert">
          Your preference could not be saved. Please try again.
        </p>
      )}
    </section>
  );
}
