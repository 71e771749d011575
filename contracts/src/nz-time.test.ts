import { readSources } from '../../scripts/source-checks/source-files';
import {
  formatIsoDayShort,
  formatNzClock,
  formatNzDate,
  formatNzDateInWords,
  formatNzDateTime,
  formatNzDayInWords,
  formatNzTimeInWords,
  nzIsoDate,
  nzWeekStart,
} from './nz-time';

describe('New Zealand time', () => {
  it('writes a moment in the short form with the zone of that day', () => {
    expect(formatNzDateTime(new Date('2025-12-01T21:00:00Z'))).toBe('Tue 2 Dec 2025, 10:00 am NZDT');
    expect(formatNzDateTime('2037-06-09T00:30:00.000Z')).toBe('Tue 9 Jun 2037, 12:30 pm NZST');
    expect(formatNzDate('2026-09-10T00:00:00Z')).toBe('10 Sep 2026');
  });

  it('writes a moment in words for sentences', () => {
    expect(formatNzTimeInWords(new Date('2027-09-26T21:00:00Z'))).toBe('Monday, 27 September 2027 at 10:00 am (New Zealand time)');
    expect(formatNzDayInWords(new Date('2039-08-07T21:00:00Z'))).toBe('Monday, 8 August');
    expect(formatNzClock(new Date('2039-08-07T21:00:00Z'))).toBe('9:00 am');
    expect(formatNzDateInWords(new Date('2026-01-06T20:00:00Z'))).toBe('7 January 2026');
  });

  it('reads midnight and noon as 12', () => {
    // 1 July 2026 00:00 NZST is 30 June 12:00 UTC.
    expect(formatNzDateTime(new Date('2026-06-30T12:00:00Z'))).toBe('Wed 1 Jul 2026, 12:00 am NZST');
    expect(formatNzClock(new Date('2026-07-01T00:05:00Z'))).toBe('12:05 pm');
  });

  it('takes the New Zealand day of an instant near midnight UTC, not the UTC day', () => {
    // 23:30 UTC on Tuesday 10 March is 12:30 pm on Wednesday 11 March in Auckland (NZDT, +13).
    const lateUtc = new Date('2026-03-10T23:30:00Z');
    expect(nzIsoDate(lateUtc)).toBe('2026-03-11');
    expect(formatNzDateTime(lateUtc)).toBe('Wed 11 Mar 2026, 12:30 pm NZDT');
    // 00:30 UTC on Wednesday is still Wednesday there (13:30).
    expect(nzIsoDate(new Date('2026-03-11T00:30:00Z'))).toBe('2026-03-11');
    // 11:59 UTC on 31 December 2026 is 00:59 on New Year's Day 2027 there.
    expect(nzIsoDate(new Date('2026-12-31T11:59:00Z'))).toBe('2027-01-01');
    expect(formatNzDate(new Date('2026-12-31T11:59:00Z'))).toBe('1 Jan 2027');
  });

  it('follows daylight time starting on the last Sunday of September', () => {
    // Sunday 27 September 2026: 02:00 NZST (14:00 UTC the day before) becomes 03:00 NZDT.
    expect(formatNzDateTime(new Date('2026-09-26T13:59:00Z'))).toBe('Sun 27 Sep 2026, 1:59 am NZST');
    expect(formatNzDateTime(new Date('2026-09-26T14:00:00Z'))).toBe('Sun 27 Sep 2026, 3:00 am NZDT');
    expect(formatNzTimeInWords(new Date('2026-09-27T21:00:00Z'))).toBe('Monday, 28 September 2026 at 10:00 am (New Zealand time)');
  });

  it('follows daylight time ending on the first Sunday of April', () => {
    // Sunday 5 April 2026: 03:00 NZDT (14:00 UTC the day before) becomes 02:00 NZST; 02:30 happens twice.
    expect(formatNzDateTime(new Date('2026-04-04T13:30:00Z'))).toBe('Sun 5 Apr 2026, 2:30 am NZDT');
    expect(formatNzDateTime(new Date('2026-04-04T14:30:00Z'))).toBe('Sun 5 Apr 2026, 2:30 am NZST');
    expect(formatNzDateTime(new Date('2026-04-05T22:00:00Z'))).toBe('Mon 6 Apr 2026, 10:00 am NZST');
  });

  it('starts the week on the New Zealand Monday', () => {
    // Monday 6 April 2026 00:30 NZST is still Sunday 5 April in UTC.
    expect(nzWeekStart(new Date('2026-04-05T12:30:00Z'))).toBe('2026-04-06');
    // Sunday 5 April 23:30 NZST belongs to the week of Monday 30 March.
    expect(nzWeekStart(new Date('2026-04-05T11:30:00Z'))).toBe('2026-03-30');
    // Weeks back across the change of offset and a month's end.
    expect(nzWeekStart(new Date('2026-04-08T00:00:00Z'), 2)).toBe('2026-03-23');
    expect(nzWeekStart(new Date('2027-01-01T00:00:00Z'), 1)).toBe('2026-12-21');
  });

  it('names a calendar day without a zone', () => {
    expect(formatIsoDayShort('2026-01-07')).toBe('7 Jan');
    expect(formatIsoDayShort('2026-09-28')).toBe('28 Sep');
  });

  it('reads the same whatever zone the process runs in', () => {
    // The wall clock comes from the zone's offset, not from the runtime's local time.
    const instant = new Date('2026-03-10T23:30:00Z');
    const original = process.env.TZ;
    try {
      process.env.TZ = 'America/Los_Angeles';
      expect(formatNzDateTime(instant)).toBe('Wed 11 Mar 2026, 12:30 pm NZDT');
    } finally {
      process.env.TZ = original;
    }
  });
});

/*
 * The rule: New Zealand dates and times are written and counted by this module only. This reads the apps' sources
 * (tests and the end-to-end suite, which check the output independently, aside) and fails on the zone's name written
 * out, or a date formatter or zone arithmetic built by hand.
 */
const SOURCE_ROOTS = [
  'contracts/src',
  'api/src',
  'shell/src',
  'shell/api-client/src',
  'shell/design-system/src',
  'shell/forms/src',
  'shell/query/src',
  'shell/router/src',
  'mfe-marketing/src',
  'mfe-client/src',
  'mfe-crm/src',
  'mfe-builder/src',
];
const THE_MODULE = 'contracts/src/nz-time.ts';
/** Files that work with time zones for another reason than writing New Zealand's date, and why. */
const ALLOWED: Record<string, string> = {
  // The booking page shows each slot in the visitor's own zone beside New Zealand's, through one formatter for both.
  'mfe-marketing/src/features/booking/booking-time.ts': 'formats in any zone',
  // Slot rules: turns a New Zealand wall-clock time on a day into an instant (scheduling, not formatting).
  'api/src/scheduling/booking-calendar.ts': 'booking slot arithmetic',
};
const FORBIDDEN: { pattern: RegExp; what: string }[] = [
  { pattern: /Pacific\/Auckland/, what: "the zone's name (use NZ_TIME_ZONE)" },
  { pattern: /Intl\.DateTimeFormat\s*\(/, what: 'a hand-made date formatter' },
  { pattern: /\.toLocale(Date|Time)String\s*\(|\.toLocaleString\s*\([^)]*timeZone/, what: 'a hand-made date formatter' },
  { pattern: /from\s+'(@date-fns\/tz|date-fns)[^']*'|new TZDate\s*\(/, what: 'time-zone arithmetic outside the module' },
];

function sources(): { file: string; lines: string[] }[] {
  return readSources(SOURCE_ROOTS).map(({ file, text }) => ({ file, lines: text.split('\n') }));
}

/** Comment lines may name the zone and the functions they explain. */
const COMMENT = /^\s*(\/\/|\/\*|\*)/;

export function nzTimeProblems(files: { file: string; lines: string[] }[]): string[] {
  const problems: string[] = [];
  for (const { file, lines } of files) {
    if (file === THE_MODULE || ALLOWED[file]) continue;
    lines.forEach((line, index) => {
      if (COMMENT.test(line)) return;
      for (const { pattern, what } of FORBIDDEN) {
        if (pattern.test(line)) problems.push(`${file}:${index + 1}: ${what}: ${line.trim()}`);
      }
    });
  }
  return problems;
}

describe('New Zealand time has one home', () => {
  it(`writes dates only through ${THE_MODULE}`, () => {
    expect(nzTimeProblems(sources())).toEqual([]);
  });

  it('catches the ways a second formatter creeps in', () => {
    const file = (text: string) => ({ file: 'mfe-crm/src/features/x/x.tsx', lines: [text] });
    expect(nzTimeProblems([file("const zone = 'Pacific/Auckland';")])).toHaveLength(1);
    expect(nzTimeProblems([file("const f = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'medium' });")])).toHaveLength(1);
    expect(nzTimeProblems([file("date.toLocaleDateString('en-NZ')")])).toHaveLength(1);
    expect(nzTimeProblems([file("new Date(now.toLocaleString('en-US', { timeZone: NZ_TIME_ZONE }))")])).toHaveLength(1);
    expect(nzTimeProblems([file("import { TZDate } from '@date-fns/tz';")])).toHaveLength(1);
    expect(nzTimeProblems([file("total.toLocaleString('en-NZ')")])).toEqual([]);
    expect(nzTimeProblems([file(" * as 'Pacific/Auckland' reads it")])).toEqual([]);
  });

  it('lists only allowed files that exist', () => {
    const files = new Set(sources().map((source) => source.file));
    expect(Object.keys(ALLOWED).filter((file) => !files.has(file))).toEqual([]);
  });
});
