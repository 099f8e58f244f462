import { QuestionBank } from '../../features/questions/components/QuestionBank.tsx';

/** /question-bank */
export default function QuestionBankPage() {
  return (
    <>
      <title>Question Bank</title>
      <QuestionBank />
    </>
  );
}
