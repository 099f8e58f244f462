/**
 * The chat prompt for one question's explanation, and the clean-up of the model's answer into the
 * plain text the web app shows paragraph by paragraph (it renders no markdown).
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { PromptQuestion } from './ai.repo.ts';

const optionLetters = ['A', 'B', 'C', 'D'] as const;

const systemPrompt = [
  'You are a patient tutor for Indian MBA entrance exams such as CAT and XAT.',
  'Explain multiple-choice and type-in-the-answer questions to students who have just answered them.',
  'Write plain text only: no markdown, no tables, no bold or headings, no LaTeX.',
  'Put each step and each option on its own line. Keep the whole answer under 250 words.',
].join(' ');

type OptionLetter = (typeof optionLetters)[number];

function optionText(question: PromptQuestion, letter: OptionLetter): string {
  return { A: question.optionA, B: question.optionB, C: question.optionC, D: question.optionD }[letter];
}

/** The lines after the question: the options and the answer to explain (MCQ), or the number (TITA). */
function answerLines(question: PromptQuestion): string[] {
  const correct = question.correctAnswer;
  if (question.questionType === 'TITA') {
    return ['The student types the answer (no options).', `Correct answer: ${correct}.`, '', `Explain step by step, briefly, how to reach ${correct}.`];
  }
  const letter = correct as OptionLetter;
  const others = optionLetters.filter((option) => option !== letter).join(', ');
  return [
    'Options:',
    ...optionLetters.map((option) => `${option}. ${optionText(question, option)}`),
    '',
    `Correct answer: ${letter}. ${optionText(question, letter)}`,
    '',
    `Explain step by step, briefly, why ${letter} is correct. Then say in one line each why ${others} are wrong.`,
  ];
}

/**
 * System and user messages asking why `question.correctAnswer` is right and every other option
 * wrong (MCQ), or how to reach the number (TITA); a set question carries its passage or data first.
 */
export function buildExplanationPrompt(question: PromptQuestion): ChatCompletionMessageParam[] {
  const user = [
    `Section: ${question.section}. Topic: ${question.topic}.`,
    '',
    ...(question.setBody ? ['Passage or data the question is based on:', question.setBody, ''] : []),
    'Question:',
    question.questionText,
    '',
    ...answerLines(question),
  ].join('\n');
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: user },
  ];
}

/**
 * The model's answer as plain text: markdown emphasis markers, heading hashes and table rules
 * removed, lines trimmed, runs of blank lines collapsed. Returns '' for an empty answer.
 */
export function toPlainExplanation(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '')
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        .replace(/^[\s|:-]*-{3,}[\s|:-]*$/, '')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
