/** The AI explanation prompt for the question kinds of contract section 7.2: MCQ, TITA, and a question of a set. */
import t from 'tap';
import { buildExplanationPrompt } from '../../server/features/ai/aiExplanation.prompt.ts';
import type { PromptQuestion } from '../../server/features/ai/ai.repo.ts';

const base: PromptQuestion = {
  id: 1,
  questionText: 'What is 15% of 240?',
  optionA: '32',
  optionB: '36',
  optionC: '40',
  optionD: '44',
  questionType: 'MCQ',
  correctAnswer: 'B',
  status: 'approved',
  setBody: null,
  section: 'Quantitative Aptitude',
  topic: 'Percentages',
};

const userText = (question: PromptQuestion) => String(buildExplanationPrompt(question)[1]!.content);

t.test('MCQ: the options, the right one, and the others to rule out', async (t) => {
  const text = userText(base);
  t.match(text, /A\. 32\nB\. 36\nC\. 40\nD\. 44/);
  t.match(text, /Correct answer: B\. 36/);
  t.match(text, /why A, C, D are wrong/);
  t.notMatch(text, /Passage/, 'no passage for a stand-alone question');
});

t.test('TITA: no options listed, the number to reach', async (t) => {
  const text = userText({ ...base, questionType: 'TITA', optionA: '', optionB: '', optionC: '', optionD: '', correctAnswer: '36' });
  t.notMatch(text, /Options:|A\. /, 'no empty option lines');
  t.match(text, /types the answer/);
  t.match(text, /Correct answer: 36\./);
  t.match(text, /how to reach 36/);
});

t.test('a question of a set carries its passage or data first', async (t) => {
  const text = userText({ ...base, setBody: '| Year | Sales |\n|---|---|\n| 2023 | 240 |' });
  t.ok(text.indexOf('| 2023 | 240 |') < text.indexOf('What is 15% of 240?'), 'the data comes before the question');
});
