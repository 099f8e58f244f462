/** Per-topic figures for display: attempted topics only, weakest first, whole numbers. */
import type { ResponseStats } from '@common/api/responses.ts';

export interface TopicRow {
  topicId: number;
  topic: string;
  category: string;
  attempts: number;
  /** Whole percent. */
  accuracy: number;
  /** Whole seconds over the timed attempts; null when all were untimed. */
  averageTime: number | null;
}

/** Attempted topics sorted by accuracy (lowest first), then by more attempts, then by name. */
export function topicRows(byTopic: ResponseStats['byTopic']): TopicRow[] {
  return byTopic
    .filter((group) => group.attempts > 0)
    .map((group) => ({
      topicId: group.topicId,
      topic: group.topic,
      category: group.category,
      attempts: group.attempts,
      accuracy: Math.round(group.accuracy),
      averageTime: group.averageTime === null ? null : Math.round(group.averageTime),
    }))
    .sort((a, b) => a.accuracy - b.accuracy || b.attempts - a.attempts || a.topic.localeCompare(b.topic));
}

/** The band an accuracy falls in, for colouring: below 40 % weak, below 70 % fair, else strong. */
export function accuracyBand(accuracy: number): 'weak' | 'fair' | 'strong' {
  if (accuracy < 40) return 'weak';
  return accuracy < 70 ? 'fair' : 'strong';
}
