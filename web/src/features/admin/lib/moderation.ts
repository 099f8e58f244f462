/** The wording of User Management's moderation actions (contract section 7.6). */
import type { User } from '@common/api/accounts.ts';
import { isAdmin } from '@common/policies.ts';
import type { ModerationAction } from '../api/moderation.ts';

export interface ActionText {
  /** The button in the table. */
  label: string;
  /** The confirm dialog's title, body and confirm button. */
  title: string;
  body: string;
  confirm: string;
  /** A destructive action (its confirm button is red). */
  danger: boolean;
}

/** The suspension action the table offers for `user`: suspend, or lift a suspension. */
export const suspensionAction = (user: Pick<User, 'suspended'>): ModerationAction => (user.suspended ? { kind: 'unsuspend' } : { kind: 'suspend' });

/** The role action the table offers for `user`: make admin, or make user. */
export const roleAction = (user: Pick<User, 'role'>): ModerationAction => ({ kind: 'role', role: isAdmin(user) ? 'user' : 'admin' });

/** The texts of `action` on `user`. */
export function actionText(action: ModerationAction, user: Pick<User, 'name'>): ActionText {
  switch (action.kind) {
    case 'suspend':
      return {
        label: 'Suspend',
        title: `Suspend ${user.name}?`,
        body: `${user.name} is logged out everywhere at once and cannot log in until you lift the suspension.`,
        confirm: 'Suspend',
        danger: true,
      };
    case 'unsuspend':
      return { label: 'Unsuspend', title: `Lift ${user.name}'s suspension?`, body: `${user.name} can log in again.`, confirm: 'Unsuspend', danger: false };
    case 'role':
      return action.role === 'admin'
        ? {
            label: 'Make admin',
            title: `Make ${user.name} an admin?`,
            body: `${user.name} can then review questions, decide mentor requests, import questions and manage users, from their next page load.`,
            confirm: 'Make admin',
            danger: false,
          }
        : {
            label: 'Make user',
            title: `Make ${user.name} a user?`,
            body: `${user.name} loses admin access from their next request.`,
            confirm: 'Make user',
            danger: true,
          };
  }
}
