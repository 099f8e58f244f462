import { useId, useState } from 'react';
import type { NotificationSettings } from '@common/api/notifications.ts';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/settings.ts';
import '../notifications.css';

const choices: ReadonlyArray<{ value: NotificationSettings['emailDigest']; label: string }> = [
  { value: 'off', label: 'No e-mail' },
  { value: 'daily', label: 'A daily e-mail of my unread notifications' },
];

/** The profile page's card for the daily digest (docs/contract.md section 7.4); saves on change. */
export function DigestSetting() {
  const headingId = useId();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  // The choice is held in component state, set in the change handler itself: the mutation's
  // pending state reaches React a tick later, and a controlled radio would snap back meanwhile.
  const [chosen, setChosen] = useState<NotificationSettings['emailDigest'] | null>(null);
  const current = save.isError ? settings.data?.emailDigest : (chosen ?? settings.data?.emailDigest);
  const choose = (emailDigest: NotificationSettings['emailDigest']) => {
    setChosen(emailDigest);
    save.mutate({ emailDigest }, { onError: () => setChosen(null) });
  };
  return (
    <section className="digest-setting card" aria-labelledby={headingId} data-testid="digest-setting">
      <h2 id={headingId}>Notifications by e-mail</h2>
      {settings.isError && <p className="error">Could not load your notification settings.</p>}
      {settings.isSuccess && (
        <fieldset>
          <legend className="visually-hidden">Notifications by e-mail</legend>
          {choices.map((choice) => (
            <label key={choice.value}>
              <input
                type="radio"
                name="email-digest"
                value={choice.value}
                checked={current === choice.value}
                disabled={save.isPending}
                onChange={() => choose(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="muted">
        {save.isError ? 'Could not save. Try again.' : save.isSuccess ? 'Saved.' : ''}
      </p>
    </section>
  );
}
