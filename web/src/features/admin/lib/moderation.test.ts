import { describe, expect, it } from 'vitest';
import { actionText, roleAction, suspensionAction } from './moderation.ts';

describe('User Management moderation actions', () => {
  it('offers to suspend an active user and to lift a suspension', () => {
    expect(suspensionAction({ suspended: false })).toEqual({ kind: 'suspend' });
    expect(suspensionAction({ suspended: null })).toEqual({ kind: 'suspend' });
    expect(suspensionAction({ suspended: true })).toEqual({ kind: 'unsuspend' });
  });

  it('offers the other role (the role compared ignoring case)', () => {
    expect(roleAction({ role: 'user' })).toEqual({ kind: 'role', role: 'admin' });
    expect(roleAction({ role: 'admin' })).toEqual({ kind: 'role', role: 'user' });
  });

  it('names the user in the confirm dialog and marks the destructive actions', () => {
    const suspend = actionText({ kind: 'suspend' }, { name: 'Bala' });
    expect(suspend).toMatchObject({ label: 'Suspend', title: 'Suspend Bala?', confirm: 'Suspend', danger: true });
    expect(actionText({ kind: 'unsuspend' }, { name: 'Bala' }).danger).toBe(false);
    expect(actionText({ kind: 'role', role: 'admin' }, { name: 'Bala' })).toMatchObject({ label: 'Make admin', danger: false });
    expect(actionText({ kind: 'role', role: 'user' }, { name: 'Bala' })).toMatchObject({ label: 'Make user', title: 'Make Bala a user?', danger: true });
  });
});
