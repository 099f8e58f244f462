/**
 * The learner-and-item model of adaptive practice (docs/contract.md section 8.3): Elo with an
 * uncertainty function, as in R. Pelánek, "Applications of the Elo rating system in adaptive
 * educational systems", Computers & Education 98 (2016), 169-179.
 *
 * A user's ability θ (per topic) and a question's difficulty b are on the logit scale of the Rasch
 * model: the chance that the user answers right is P = 1 / (1 + e^-(θ - b)). After each counted
 * first answer (correct c = 1 or 0) both move against the surprise: θ += K(nᵤ)·(c - P) and
 * b -= K(nᵢ)·(c - P), where the step K(n) = α / (1 + β·n) shrinks with the number n of answers
 * each estimate already rests on (Pelánek's uncertainty function; α = 1, β = 0.05, the values he
 * reports as working well). Both start at 0, which is also the "average user" of the levels.
 * Pure functions; the database side is calibration.ts.
 */

/** Step size of a new estimate (α) and how fast it shrinks with answers (β). */
export const eloParameters = { alpha: 1, beta: 0.05 } as const;

/** Easy: an average user (θ = 0) answers right with at least this probability. */
export const easyAtLeast = 0.7;
/** Hard: an average user answers right with less than this probability. */
export const hardBelow = 0.4;
/** A question has a level once it has this many counted first answers (null before). */
export const calibratedAfter = 10;
/** Adaptive practice picks the question whose predicted success is closest to this (Klinkenberg et al. 2011). */
export const targetSuccess = 0.7;

/** The Rasch probability of a right answer for ability `ability` and difficulty `difficulty` (logits). */
export function predictSuccess(ability: number, difficulty: number): number {
  return 1 / (1 + Math.exp(difficulty - ability));
}

/** Pelánek's uncertainty function: the step for an estimate made from `answers` answers. */
export function stepSize(answers: number): number {
  return eloParameters.alpha / (1 + eloParameters.beta * answers);
}

/**
 * One Elo update. `userAnswers` / `itemAnswers`: how many counted first answers each estimate
 * rested on before this one. Returns the new ability and difficulty and the prediction made.
 */
export function updateElo(
  state: { ability: number; userAnswers: number; difficulty: number; itemAnswers: number },
  correct: boolean,
): { ability: number; difficulty: number; predicted: number } {
  const predicted = predictSuccess(state.ability, state.difficulty);
  const surprise = (correct ? 1 : 0) - predicted;
  return {
    ability: state.ability + stepSize(state.userAnswers) * surprise,
    difficulty: state.difficulty - stepSize(state.itemAnswers) * surprise,
    predicted,
  };
}

export type DifficultyLevel = 'easy' | 'medium' | 'hard';

/** A question's level from its difficulty and counted first answers: null while under `calibratedAfter`. */
export function levelOf(difficulty: number, firstAttempts: number): DifficultyLevel | null {
  if (firstAttempts < calibratedAfter) return null;
  const average = predictSuccess(0, difficulty);
  if (average >= easyAtLeast) return 'easy';
  if (average < hardBelow) return 'hard';
  return 'medium';
}

export type MasteryLevel = 'weak' | 'developing' | 'strong';

/** Least attempts in a topic before it has a mastery level. */
export const masteryAfter = 5;

/**
 * A user's level in a topic, by the chance their ability gives of answering a question of average
 * difficulty (b = 0) right, with the questions' thresholds: strong from 0.7, weak below 0.4; null
 * under `masteryAfter` attempts.
 */
export function masteryOf(ability: number, attempts: number): MasteryLevel | null {
  if (attempts < masteryAfter) return null;
  const chance = predictSuccess(ability, 0);
  if (chance >= easyAtLeast) return 'strong';
  if (chance < hardBelow) return 'weak';
  return 'developing';
}
