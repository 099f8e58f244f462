import { useId } from 'react';
import type { User } from '@common/api/accounts.ts';
import { SavedSwitch } from '../../../../ui/SavedSwitch.tsx';
import { useSaveShowOnLeaderboards } from '../../api/leaderboards.ts';

/**
 * The profile's "Show me on mock test leaderboards" switch (PUT /api/preferences
 * { showOnLeaderboards }, default off; contract 8.2). Ranks count everyone either way.
 */
export function LeaderboardSwitch({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const save = useSaveShowOnLeaderboards(onSaved);
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId} data-testid="leaderboard-preference">
      <h2 id={headingId}>Mock tests</h2>
      <SavedSwitch
        saved={user.showOnLeaderboards === true}
        save={(next, settled) => save.mutate(next, { onSettled: settled })}
        failed={save.isError}
        label="Show me on mock test leaderboards"
        hint="Off: your rank still counts, but your name is left out of the published leaderboards."
        testId="leaderboard-switch"
      />
    </section>
  );
}
