import { useCurrentUser } from '../../features/accounts/api/session.ts';
import { SavePackControl } from '../../features/offline/components/SavePackControl.tsx';
import { QuestionBank } from '../../features/questions/components/QuestionBank.tsx';

/** /question-bank, with "Save questions for offline" under the search (contract 8.5). */
export default function QuestionBankPage() {
  const { user } = useCurrentUser();
  return (
    <>
      <title>Question Bank</title>
      <QuestionBank offlineSave={({ filters, name }) => <SavePackControl filters={filters} name={name} userId={user?.id ?? null} />} />
    </>
  );
}
