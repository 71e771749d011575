/** Where the booking rules read "now": injected, so tests can fix the moment (a DST week, a holiday, late on a Friday). */
export const SCHEDULING_CLOCK = Symbol('SCHEDULING_CLOCK');

export interface Clock {
  now(): Date;
}

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
