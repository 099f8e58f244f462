import type { Question } from '@common/api/questions.ts';
import type { QuestionFormValues } from '../components/SubmitQuestionForm.tsx';

/** The submit form's values for a stored question (an admin's edit, or the submitter's resubmit). */
export function formValues(question: Question): QuestionFormValues {
  return {
    category: question.section,
    topic: question.topic,
    source: question.source,
    questionType: question.questionType,
    questionText: question.questionText,
    optionA: question.optionA,
    optionB: question.optionB,
    optionC: question.optionC,
    optionD: question.optionD,
    correctAnswer: question.correctAnswer ?? '',
    answerTolerance: question.questionType === 'TITA' && question.answerTolerance ? String(question.answerTolerance) : '',
    explanation: question.explanation ?? '',
  };
}
