import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

interface DialogProps {
  title: string;
  /** Called on Escape and on a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
  /** The buttons, shown at the bottom right. */
  actions: ReactNode;
  /** Added to the dialog's class (e.g. a wider variant). */
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element, open while mounted (render it only when it
 * should show): the browser traps focus, makes the page behind inert, and gives focus back to
 * where it was on close. Title and body are announced.
 */
export function Dialog({ title, onClose, children, actions, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="dialog__panel">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        <div id={bodyId} className="dialog__body">
          {children}
        </div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </dialog>
  );
}
