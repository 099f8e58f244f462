import { useId } from 'react';
import type { User } from '@common/api/accounts.ts';
import { UntimedPracticeSwitch } from './UntimedPracticeSwitch.tsx';
import '../questions.css';

/** The practice preferences card of the profile page: timed or untimed practice (docs/contract.md section 7.5). */
export function PracticePreferences({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const headingId = useId();
  return (
    <section className="practice-preferences card" aria-labelledby={headingId} data-testid="practice-preferences">
      <h2 id={headingId}>Practice</h2>
      <UntimedPracticeSwitch untimed={user.untimedPractice === true} onSaved={onSaved} describe />
    </section>
  );
}
