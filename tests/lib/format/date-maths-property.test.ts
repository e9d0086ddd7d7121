import fc from 'fast-check';
import { dayToSeconds, secondsToDay } from '@/features/leave/lib/balance-time';
import { addMonths, daysBefore, monthDates, weekdayOf } from '@/features/attendance/arrangement/model';
import { endsBeforeStart, leaveDuration } from '@/features/approvals/designer/model/leave-duration';
import { dayToSeconds as sandboxDayToSeconds, secondsToDay as sandboxSecondsToDay } from '@/sandbox/leave-service';

// The date maths of the leave balances (both sides), the arrangement grid and the leave-duration
// control, checked against plain Date.UTC arithmetic (what they computed by hand before dayjs) over a
// wide range of dates, and in browser zones with daylight saving: none of them may depend on the
// zone the browser is in. China time is a fixed UTC+8 from 1992 on (product.md §9's days are 2002–2200).

const SEED = 20261126;
const CHINA_OFFSET_S = 8 * 3600;
const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day as UTC milliseconds at its midnight, 1992-01-01 … 9999-12-31. */
const dayMs = fc
  .integer({ min: Date.UTC(1992, 0, 1) / 86_400_000, max: Date.UTC(9999, 11, 31) / 86_400_000 })
  .map((d) => d * 86_400_000);
/** Day fields that may not exist (the 31st of a 30-day month, month 13, February 29 of a common year). */
const dayFields = fc.record({
  y: fc.integer({ min: 1992, max: 9999 }),
  m: fc.integer({ min: 0, max: 13 }),
  d: fc.integer({ min: 0, max: 32 }),
});
const exists = ({ y, m, d }: { y: number; m: number; d: number }) => {
  const t = new Date(Date.UTC(y, m - 1, d));
  return m >= 1 && m <= 12 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
};
const text = ({ y, m, d }: { y: number; m: number; d: number }) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

const ZONES = ['UTC', 'America/Santiago', 'Australia/Lord_Howe'];

describe.each(ZONES.map((zone, i) => [zone, i] as const))('date maths in a browser at %s', (zone, i) => {
  // A seed per zone: the conversions keep their answers, and each zone must compute its own.
  const RUNS = { numRuns: 100, seed: SEED + i };
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it('runs in that zone (daylight saving included)', () => {
    const [winter, summer] = [0, 6].map((m) => new Date(Date.UTC(2026, m, 1)).getTimezoneOffset());
    expect(winter !== summer).toBe(zone !== 'UTC');
  });

  it('leave days ↔ seconds (console and sandbox) are whole days of UTC+8, and round-trip', () => {
    fc.assert(
      fc.property(dayMs, (ms) => {
        const day = iso(ms);
        const start = ms / 1000 - CHINA_OFFSET_S;
        for (const [toSeconds, toDay] of [
          [dayToSeconds, secondsToDay],
          [sandboxDayToSeconds, sandboxSecondsToDay],
        ] as const) {
          expect(toSeconds(day, 'start')).toBe(start);
          expect(toSeconds(day, 'end')).toBe(start + 86_399);
          expect(toDay(start)).toBe(day);
          expect(toDay(start + 86_399)).toBe(day);
        }
      }),
      RUNS,
    );
  });

  it('leave days that do not exist give null on both sides', () => {
    fc.assert(
      fc.property(dayFields, (f) => {
        expect(dayToSeconds(text(f), 'start') !== null).toBe(exists(f));
        expect(sandboxDayToSeconds(text(f), 'end') !== null).toBe(exists(f));
      }),
      RUNS,
    );
  });

  it('the arrangement grid: weekday, days before, months and month lengths as Date.UTC gives them', () => {
    fc.assert(
      fc.property(dayMs, fc.integer({ min: 0, max: 400 }), fc.integer({ min: -30, max: 30 }), (ms, back, delta) => {
        const date = iso(ms);
        const t = new Date(ms);
        expect(weekdayOf(date)).toBe((t.getUTCDay() + 6) % 7);
        expect(daysBefore(date, back)).toBe(iso(ms - back * 86_400_000));
        const month = date.slice(0, 7);
        const shifted = new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + delta, 1));
        if (shifted.getUTCFullYear() <= 9999)
          expect(addMonths(month, delta)).toBe(`${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}`);
        const dates = monthDates(month);
        expect(dates).toHaveLength(new Date(Date.UTC(t.getUTCFullYear(), t.getUTCMonth() + 1, 0)).getUTCDate());
        expect(dates[0]).toBe(`${month}-01`);
        expect(dates.includes(date)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the leave duration of dates and date-times as Date.UTC differences give it', () => {
    const at = fc.record({ ms: dayMs, h: fc.integer({ min: 0, max: 23 }), mi: fc.integer({ min: 0, max: 59 }) });
    fc.assert(
      fc.property(at, at, fc.constantFrom('T', ' '), (a, b, sep) => {
        const [from, to] = [a, b].map(({ ms, h, mi }) => ({
          day: iso(ms),
          time: `${iso(ms)}${sep}${pad(h)}:${pad(mi)}`,
          at: ms + h * 3_600_000 + mi * 60_000,
        }));
        const dayDiff = (Date.parse(to.day) - Date.parse(from.day)) / 86_400_000;
        expect(leaveDuration(from.day, to.day, false)).toEqual(
          dayDiff < 0 ? null : { value: dayDiff + 1, unit: 'day' },
        );
        const hours = (to.at - from.at) / 3_600_000;
        expect(leaveDuration(from.time, to.time, true, 'hour')).toEqual(
          hours < 0 ? null : { value: Math.ceil(hours * 2) / 2, unit: 'hour' },
        );
        expect(leaveDuration(from.time, to.time, true)).toEqual(
          hours < 0 ? null : { value: Math.ceil(((to.at - from.at) / 86_400_000) * 2) / 2, unit: 'day' },
        );
        expect(endsBeforeStart(from.time, to.time, true)).toBe(to.at < from.at);
      }),
      RUNS,
    );
  });

  it('a leave-duration date that does not exist gives no duration', () => {
    fc.assert(
      fc.property(dayFields, (f) => {
        const ok = leaveDuration(text(f), text(f), false) !== null;
        expect(ok).toBe(exists(f));
        expect(leaveDuration(`${text(f)} 09:00`, `${text(f)} 10:00`, true) !== null).toBe(exists(f));
      }),
      RUNS,
    );
  });
});
