import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { RateLimitCounters } from './rate-limit-counters-repository.js';

/**
 * An express-rate-limit store over the shared counters table: every API process counts in the
 * same rows, and a restart forgets nothing. `prefix` keeps each limiter's counters apart.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 0;

  constructor(
    private readonly counters: RateLimitCounters,
    readonly prefix: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const window = await this.counters.current(this.prefixed(key), this.now());
    return window && { totalHits: window.hits, resetTime: window.resetsAt };
  }

  async increment(key: string): Promise<IncrementResponse> {
    const window = await this.counters.increment(this.prefixed(key), this.windowMs, this.now());
    return { totalHits: window.hits, resetTime: window.resetsAt };
  }

  decrement(key: string): Promise<void> {
    return this.counters.decrement(this.prefixed(key), this.now());
  }

  resetKey(key: string): Promise<void> {
    return this.counters.reset(this.prefixed(key));
  }

  private prefixed(key: string): string {
    return `${this.prefix}:${key}`;
  }
}
