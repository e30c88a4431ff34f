/** Time source; tests replace it to move past expiries without waiting. */
export interface Clock {
  /** Unix seconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Math.floor(Date.now() / 1000) };

/** A clock tests can move forward. */
export class ManualClock implements Clock {
  constructor(private current = Math.floor(Date.now() / 1000)) {}
  now(): number {
    return this.current;
  }
  advance(seconds: number): void {
    this.current += seconds;
  }
}
