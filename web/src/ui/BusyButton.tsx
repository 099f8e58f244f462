import type { ButtonHTMLAttributes } from 'react';

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type: 'button' | 'submit';
  /** The action runs: the button is disabled, aria-busy, and shows a small spinner before its label. */
  busy: boolean;
}

/** A button for an action that takes a while (submit, delete, …), waiting while `busy`. */
export function BusyButton({ type, busy, disabled, children, ...button }: BusyButtonProps) {
  return (
    <button type={type} {...button} disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
