import { useParams } from 'react-router';
import { EditQuestionView } from '../../features/submissions/components/EditQuestionView.tsx';

/** /admin/questions/:id/edit (admins only): an id that is not a question shows "Question not found.". */
export default function EditQuestionPage() {
  return (
    <>
      <title>Edit Question</title>
      <EditQuestionView id={Number(useParams().id)} />
    </>
  );
}
