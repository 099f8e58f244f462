import { QuestionList } from '../../features/questions/components/QuestionList.tsx';

/** /questions?category=..&topic=..&source=.. */
export default function QuestionListPage() {
  return (
    <>
      <title>Questions</title>
      <QuestionList />
    </>
  );
}
