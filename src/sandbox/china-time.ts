import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The leave service's whole days are days of China time (admin-modules §9's default range starts at
// 2002-01-01 00:00 +08:00). The sandbox's own conversion, written apart from the console's.
dayjs.extend(utc);
dayjs.extend(timezone);

const ZONE = 'Asia/Shanghai';

/** A 'YYYY-MM-DD' day that exists → seconds at its start (00:00:00) or end (23:59:59) in China. */
export const chinaDaySeconds = (day: string, edge: 'start' | 'end') =>
  dayjs.tz(`${day} ${edge === 'start' ? '00:00:00' : '23:59:59'}`, ZONE).unix();

// .tz() builds an Intl formatter per call (~0.1 ms); an export of the large seed's balances asks
// thousands of times for the same few period bounds, so each answer is kept.
const days = new Map<number, string>();

/** Seconds → 'YYYY-MM-DD' of that moment in China. */
export function chinaDayOf(s: number): string {
  const known = days.get(s);
  if (known !== undefined) return known;
  const day = dayjs.unix(s).tz(ZONE).format('YYYY-MM-DD');
  days.set(s, day);
  return day;
}

/** Now in China: the day 'YYYY-MM-DD' and the minutes since its midnight (the sandbox's clock). */
export function chinaNow(ms = Date.now()): { day: string; minutes: number } {
  const t = dayjs(ms).tz(ZONE);
  return { day: t.format('YYYY-MM-DD'), minutes: t.hour() * 60 + t.minute() };
}
