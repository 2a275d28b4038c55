/**
 * Where a use case reads "now" from: the system's unless the app is given a clock, as tests give
 * a fixed instant so that a rule about days and hours can be checked on any day.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
