import type { User } from '@common/api/accounts.ts';
import { SavedSwitch } from '../../../ui/SavedSwitch.tsx';
import { useSaveUntimedPractice } from '../api/preferences.ts';

interface UntimedPracticeSwitchProps {
  /** The saved preference (the user JSON's `untimedPractice`). */
  untimed: boolean;
  /** Called with the user JSON once the new preference is saved. */
  onSaved: (user: User) => void;
  /** A line under the switch saying what it does. */
  describe?: boolean;
}

/**
 * "Untimed practice" as a switch: on, questions show at once and answers carry no time; off (the
 * default), a question shows when its timer starts. Saved at once with PUT /api/preferences.
 */
export function UntimedPracticeSwitch({ untimed, onSaved, describe = false }: UntimedPracticeSwitchProps) {
  const save = useSaveUntimedPractice(onSaved);
  return (
    <SavedSwitch
      saved={untimed}
      save={(next, settled) => save.mutate(next, { onSettled: settled })}
      failed={save.isError}
      label="Untimed practice"
      hint={
        describe &&
        'Questions show at once with no clock, and your answers are left out of time statistics. Off: each question shows when you start its timer, so the time recorded is the time you spent.'
      }
      testId="untimed-switch"
    />
  );
}
