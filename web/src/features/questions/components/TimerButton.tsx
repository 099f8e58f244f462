import { formatClock } from '../../../lib/format.ts';

interface TimerButtonProps {
  elapsed: number;
  running: boolean;
  /** A paused timer (started, not running) offers "Resume timer". */
  started?: boolean;
  disabled: boolean;
  onToggle: () => void;
}

function StopwatchIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M9 1h6v2H9zm10.03 6.39 1.42-1.42-1.41-1.41-1.42 1.42A8.96 8.96 0 0 0 12 4a9 9 0 1 0 9 9c0-2.12-.74-4.07-1.97-5.61zM12 20a7 7 0 1 1 0-14 7 7 0 0 1 0 14zm-1-12h2v6h-2z"
      />
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 5h4v14H7zm6 0h4v14h-4z" />
    </svg>
  );
}

/** The answer timer's icon button ("Start timer" / "Pause timer" / "Resume timer") and its mm:ss clock. */
export function TimerButton({ elapsed, running, started = false, disabled, onToggle }: TimerButtonProps) {
  return (
    <div className={`timer${running ? ' timer--running' : ''}`}>
      <button
        type="button"
        className="timer__button"
        aria-label={running ? 'Pause timer' : started ? 'Resume timer' : 'Start timer'}
        disabled={disabled}
        onClick={onToggle}
      >
        {running ? <PauseIcon /> : <StopwatchIcon />}
      </button>
      <span className="visually-hidden">Elapsed time</span>
      <span className="timer__time" role="timer" data-testid="timer">
        {formatClock(elapsed)}
      </span>
    </div>
  );
}
