import { useState } from 'react';
import type { User } from '@common/api/accounts.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { moderationErrorMessage, useModerateUser, type ModerationAction } from '../api/moderation.ts';
import { actionText, roleAction, suspensionAction } from '../lib/moderation.ts';

/**
 * A user's row actions in User Management: Suspend / Unsuspend and Make admin / Make user, each
 * asking first in a dialog (Cancel first). Only rendered for users the viewer may moderate (never
 * themselves; see `canModerateUser`).
 */
export function UserActions({ user }: { user: User }) {
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const moderate = useModerateUser();
  const text = pending ? actionText(pending, user) : null;
  const close = () => {
    if (moderate.isPending) return;
    setPending(null);
    moderate.reset();
  };

  return (
    <div className="user-actions">
      {[suspensionAction(user), roleAction(user)].map((action) => (
        <button key={action.kind === 'role' ? 'role' : 'suspension'} type="button" className="btn user-actions__button" onClick={() => setPending(action)}>
          {actionText(action, user).label}
          <span className="visually-hidden"> {user.name}</span>
        </button>
      ))}
      {pending && text && (
        <Dialog
          title={text.title}
          onClose={close}
          actions={
            <>
              <button type="button" className="btn" onClick={close} disabled={moderate.isPending}>
                Cancel
              </button>
              <BusyButton
                type="button"
                className={text.danger ? 'btn btn--danger' : 'btn btn--primary'}
                busy={moderate.isPending}
                onClick={() => moderate.mutate({ id: user.id, action: pending }, { onSuccess: () => setPending(null) })}
              >
                {text.confirm}
              </BusyButton>
            </>
          }
        >
          <p>{text.body}</p>
          {moderate.isError && (
            <p className="error" role="alert">
              {moderationErrorMessage(moderate.error)}
            </p>
          )}
        </Dialog>
      )}
    </div>
  );
}
