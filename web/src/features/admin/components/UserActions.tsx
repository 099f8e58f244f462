import { useState } from 'react';
import { limits } from '@common/limits.ts';
import type { User } from '@common/api/accounts.ts';
import { BusyButton } from '../../../ui/BusyButton.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { TextAreaField } from '../../../ui/TextAreaField.tsx';
import { moderationErrorMessage, useModerateUser, type ModerationAction } from '../api/moderation.ts';
import { actionText, roleAction, suspensionAction } from '../lib/moderation.ts';

/**
 * A user's row actions in User Management: Suspend / Unsuspend and Make admin / Make user, each
 * asking first in a dialog (Cancel first); Suspend asks for a reason, which the user sees on their
 * next request (optional, at most `limits.suspensionReasonMax` characters). Only rendered for users the viewer may moderate (never
 * themselves; see `canModerateUser`).
 */
export function UserActions({ user }: { user: User }) {
  const [pending, setPending] = useState<ModerationAction | null>(null);
  const [reason, setReason] = useState('');
  const moderate = useModerateUser();
  const text = pending ? actionText(pending, user) : null;
  const finish = () => {
    setPending(null);
    setReason('');
  };
  const close = () => {
    if (moderate.isPending) return;
    finish();
    moderate.reset();
  };
  const confirmed = (action: ModerationAction): ModerationAction => (action.kind === 'suspend' ? { kind: 'suspend', reason: reason.trim() } : action);

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
                onClick={() => moderate.mutate({ id: user.id, action: confirmed(pending) }, { onSuccess: finish })}
              >
                {text.confirm}
              </BusyButton>
            </>
          }
        >
          <p>{text.body}</p>
          {pending.kind === 'suspend' && (
            <TextAreaField
              label="Reason (shown to the user)"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={limits.suspensionReasonMax}
              rows={3}
              data-testid="suspension-reason"
            />
          )}
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
