import type { AppUsage, UsageDateType } from '@/features/apps/api/types';
import { directoryIndex } from './directory-views';
import type { AppRow } from './seed/modules/apps';

// Seeded usage of an application (GET /admin/app/detail): a figure per day for the past year,
// derived from the application and the day alone (so it needs no stored rows and stays the same
// between reloads). Each application has its own popularity, working days are busier than
// weekends, use grows over the year, and a stopped application has had little use.

const DAY = 86_400_000;

/** A stable number in [0, 1) for a text. */
function unit(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100_000) / 100_000;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayLabel = (d: Date) => `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const monthLabel = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;

interface Day {
  date: Date;
  active: number;
  opens: number;
}

/** The past `days` days, oldest first, ending today. */
function daysOf(app: AppRow, reach: number, days: number, today: Date): Day[] {
  const popularity = 0.25 + unit(app.id) * 0.6;
  const perUser = 1.4 + unit(`${app.id}/opens`) * 2.6;
  const out: Day[] = [];
  for (let k = days - 1; k >= 0; k--) {
    const date = new Date(today.getTime() - k * DAY);
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    const trend = 0.7 + 0.3 * (1 - k / 365);
    const noise = 0.85 + unit(`${app.id}/${date.toDateString()}`) * 0.3;
    const rate = popularity * trend * noise * (weekend ? 0.2 : 1) * (app.enable ? 1 : 0.05);
    const active = Math.min(reach, Math.round(reach * rate));
    out.push({ date, active, opens: Math.round(active * perUser * noise) });
  }
  return out;
}

/** Buckets of days: a day each (week, month), a week each (half year), a month each (year). */
function bucketsOf(days: Day[], dateType: UsageDateType): Array<{ label: string; days: Day[] }> {
  if (dateType <= 2) return days.map((d) => ({ label: dayLabel(d.date), days: [d] }));
  const out: Array<{ label: string; days: Day[] }> = [];
  for (const d of days) {
    const label =
      dateType === 4 ? monthLabel(d.date) : dayLabel(new Date(d.date.getTime() - ((d.date.getDay() + 6) % 7) * DAY));
    const last = out[out.length - 1];
    if (last && last.label === label) last.days.push(d);
    else out.push({ label, days: [d] });
  }
  return out;
}

const SPAN: Record<UsageDateType, number> = { 1: 7, 2: 30, 3: 182, 4: 365 };

/** Distinct users over several days: more than the busiest day, never more than can see it. */
const distinct = (days: Day[], reach: number) =>
  Math.min(reach, Math.round(Math.max(0, ...days.map((d) => d.active)) * (days.length > 1 ? 1.25 : 1)));

export function usageOf(app: AppRow, reach: number, dateType: UsageDateType, today = new Date()): AppUsage {
  const days = daysOf(app, reach, SPAN[dateType], today);
  const series = bucketsOf(days, dateType).map((b) => ({
    label: b.label,
    activeUsers: distinct(b.days, reach),
    opens: b.days.reduce((s, d) => s + d.opens, 0),
  }));
  const opens = series.reduce((s, p) => s + p.opens, 0);
  const activeUsers = Math.min(reach, Math.round(Math.max(0, ...series.map((p) => p.activeUsers)) * 1.2));
  // Opens shared among the top-level departments by their size and a per-department liking.
  const index = directoryIndex(app.enterpriseNumber);
  // a scoped administrator's tree has several roots, her departments (scope/lens.ts): they are the
  // top-level ones
  const roots = index.children.get('0') ?? [];
  const tops = roots.length === 1 ? (index.children.get(roots[0].id) ?? []) : roots;
  const weights = tops.map((d) => (index.totals.get(d.id) ?? 0) * (0.3 + unit(`${app.id}/${d.id}`)));
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const topDeparts = tops
    .map((d, i) => ({
      departName: d.departName,
      opens: Math.round((opens * weights[i]) / sum),
      activeUsers: Math.min(index.totals.get(d.id) ?? 0, Math.round((activeUsers * weights[i]) / sum)),
    }))
    .filter((d) => d.opens > 0)
    .sort((a, b) => b.opens - a.opens)
    .slice(0, 8);
  return {
    id: app.id,
    name: app.name,
    dateType,
    series,
    totals: { activeUsers, opens, visibleCount: reach },
    topDeparts,
  };
}
