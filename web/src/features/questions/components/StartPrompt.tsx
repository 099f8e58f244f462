import { messages } from '@common/messages.ts';
import { Icon } from '../../../ui/Icon.tsx';

/**
 * In place of a hidden question in timed practice: the spec's "Click the timer icon above to
 * start answering" with why the question is hidden, a large "Start" (or "Resume" when paused), and
 * a pointer to untimed practice for who prefers no clock (WCAG 2.2.1).
 */
export function StartPrompt({ paused, onStart }: { paused: boolean; onStart: () => void }) {
  return (
    <div className="attempt__prompt" data-testid="start-prompt">
      <p className="attempt__prompt-text">
        <Icon name="clock" /> {paused ? 'Paused: the question is hidden while the timer is paused.' : messages.question.startTimer}
      </p>
      {!paused && <p className="attempt__prompt-note">The question shows when the timer starts, so the time recorded is the time you spend.</p>}
      <button type="button" className="btn btn--primary attempt__start" onClick={onStart}>
        {paused ? 'Resume' : 'Start'}
      </button>
      <p className="attempt__prompt-note">Prefer no clock? Turn on “Untimed practice” above.</p>
    </div>
  );
}
