import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function SubmittedQuestionsPage() {
  return <ComingSoon title="Submitted Questions" />;
}
