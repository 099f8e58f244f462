import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { OfflinePractice } from '../../features/offline/components/OfflinePractice.tsx';
import { LocalQuestion } from '../../features/questions/components/LocalQuestion.tsx';

/**
 * /offline: practice packs saved on this device (contract 8.5), each question answered with the
 * questions feature's ordinary attempt, judged on the device. Open to everyone (the router does
 * not guard it): offline, the login check cannot answer, and the packs are on the device.
 */
export default function OfflinePage() {
  const { user } = useCurrentUser();
  const untimed = user?.untimedPractice === true;
  return (
    <>
      <title>Offline practice</title>
      <OfflinePractice
        question={(question, submit, onAnswered) => <LocalQuestion question={question} untimed={untimed} submitAnswer={submit} onAnswered={onAnswered} />}
      />
    </>
  );
}
