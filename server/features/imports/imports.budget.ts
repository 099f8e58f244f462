/**
 * The time budget of reading one import file in an API process (IMPORT_PARSE_BUDGET_MS, default
 * 5 s). Reading is cut into steps that each do a bounded amount of work; between steps `step()`
 * gives the event loop a turn once 10 ms of work have passed (so `GET /health` and every other
 * request keep being answered while a large or hostile file is read), and refuses the file (400)
 * once the budget is spent.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { messages } from '@common/messages.ts';
import { badRequest } from '../../errors.ts';

/** Work between two turns of the event loop, milliseconds. */
const sliceMs = 10;

export class ParseBudget {
  private readonly deadline: number;
  private lastTurn = performance.now();

  /** `budgetMs`: how long reading may take in all; Infinity for no limit (turns are still given). */
  constructor(private readonly budgetMs: number) {
    this.deadline = performance.now() + budgetMs;
  }

  /** A budget without a time limit (the import worker, trusted demo content). */
  static unlimited(): ParseBudget {
    return new ParseBudget(Number.POSITIVE_INFINITY);
  }

  /**
   * Throws once the budget is spent (never yields).
   * @throws AppError 400 messages.import.tooSlow
   */
  check(): void {
    if (performance.now() > this.deadline) throw badRequest(messages.import.tooSlow(this.budgetMs / 1000));
  }

  /**
   * Between two steps of reading: throws once the budget is spent, and waits for the next turn of
   * the event loop when the last turn was more than 10 ms ago.
   * @throws AppError 400 messages.import.tooSlow
   */
  async step(): Promise<void> {
    this.check();
    if (performance.now() - this.lastTurn < sliceMs) return;
    await nextTurn();
    this.lastTurn = performance.now();
    this.check();
  }
}
