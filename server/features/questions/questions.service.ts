/** Question bank logic. Visibility of a question and of its correct answer is server/policies/questions.ts. */
export { getQuestionForViewer } from '../../policies/questions.ts';
