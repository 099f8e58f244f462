/** "1 answer waiting to be sent", "3 answers waiting to be sent" (contract 8.5), or null when none wait. */
export function waitingText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'answer' : 'answers'} waiting to be sent`;
}
