/**
 * The chat prompt for one question's explanation, and the clean-up of the model's answer into the
 * plain text the web app shows paragraph by paragraph (it renders no markdown).
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { PromptQuestion } from './ai.repo.ts';

const optionLetters = ['A', 'B', 'C', 'D'] as const;

const systemPrompt = [
  'You are a patient tutor for Indian MBA entrance exams such as CAT and XAT.',
  'Explain multiple-choice questions to students who have just answered them.',
  'Write plain text only: no markdown, no tables, no bold or headings, no LaTeX.',
  'Put each step and each option on its own line. Keep the whole answer under 250 words.',
].join(' ');

function optionText(question: PromptQuestion, letter: (typeof optionLetters)[number]): string {
  return { A: question.optionA, B: question.optionB, C: question.optionC, D: question.optionD }[letter];
}

/** System and user messages asking why `question.correctAnswer` is right and every other option wrong. */
export function buildExplanationPrompt(question: PromptQuestion): ChatCompletionMessageParam[] {
  const correct = question.correctAnswer;
  const others = optionLetters.filter((letter) => letter !== correct).join(', ');
  const user = [
    `Section: ${question.section}. Topic: ${question.topic}.`,
    '',
    'Question:',
    question.questionText,
    '',
    'Options:',
    ...optionLetters.map((letter) => `${letter}. ${optionText(question, letter)}`),
    '',
    `Correct answer: ${correct}. ${optionText(question, correct)}`,
    '',
    `Explain step by step, briefly, why ${correct} is correct. Then say in one line each why ${others} are wrong.`,
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
