/** The one source of "now", so tests can move time (auction expiry, session age) without sleeping. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
