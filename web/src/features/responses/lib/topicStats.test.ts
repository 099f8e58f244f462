import { describe, expect, it } from 'vitest';
import type { ResponseStats } from '@common/api/responses.ts';
import { accuracyBand, topicRows } from './topicStats.ts';

type TopicGroup = ResponseStats['byTopic'][number];
const group = (topicId: number, topic: string, attempts: number, accuracy: number): TopicGroup => ({
  topicId,
  topic,
  category: 'Quant',
  attempts,
  correct: 0,
  accuracy,
  timedAttempts: attempts,
  averageTime: 42.4,
});

describe('topicRows', () => {
  it('leaves out unattempted topics and sorts weakest first, then by attempts, then by name', () => {
    const rows = topicRows([group(1, 'Ratios', 4, 50), group(2, 'Algebra', 0, 0), group(3, 'Geometry', 9, 50), group(4, 'Averages', 2, 20.4)]);
    expect(rows.map((row) => row.topic)).toEqual(['Averages', 'Geometry', 'Ratios']);
  });
  it('rounds accuracy and time to whole numbers', () => {
    const [row] = topicRows([group(1, 'Ratios', 3, 66.6)]);
    expect(row).toMatchObject({ accuracy: 67, averageTime: 42 });
  });
});

describe('accuracyBand', () => {
  it('splits at 40 and 70 percent', () => {
    expect([0, 39, 40, 69, 70, 100].map(accuracyBand)).toEqual(['weak', 'weak', 'fair', 'fair', 'strong', 'strong']);
  });
});
