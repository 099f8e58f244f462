/** A controllable clock for `buildApp(config, { now })`: tests move time without sleeping. */
export class TestClock {
  private ms: number;
  constructor(start: Date = new Date()) {
    this.ms = start.getTime();
  }
  /** The app's `now` (bound, pass it as is). */
  readonly now = (): Date => new Date(this.ms);
  /** Moves the clock forward by `seconds`. */
  advance(seconds: number): void {
    this.ms += seconds * 1000;
  }
}
