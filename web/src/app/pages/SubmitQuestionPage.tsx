import { ComingSoon } from '../../ui/ComingSoon.tsx';

export default function SubmitQuestionPage() {
  return <ComingSoon title="Submit a Question" />;
}
