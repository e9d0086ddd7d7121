import { dayjs } from '@/lib/format/dayjs';
import type { AnomalyKind, StatsFilter } from '../api/types';
import { ANOMALY_LABEL, VIEW_LABEL, type StatsView } from '../constants';

// The page's view and filters live in the URL query (assumed contract "Attendance statistics"), so a
// reload or a shared link shows the same view. A value that does not read is left out.

export interface StatsParams extends StatsFilter {
  view: StatsView;
  month: string;
  date: string;
  kind?: AnomalyKind;
  /** the chosen person's name, shown beside the person filter until it is cleared */
  personName?: string;
}

/** A month or a calendar day that exists, read strictly (2026-02-30 does not). */
const reads = (text: string, format: string) => dayjs.utc(text, format, true).isValid();

const isView = (v: string | null) => !!v && v in VIEW_LABEL;
const isKind = (v: string | null): v is AnomalyKind => !!v && v in ANOMALY_LABEL;

/** Reads the query; `today` ('YYYY-MM-DD', China time) gives the default month and date. */
export function readParams(query: URLSearchParams, today: string): StatsParams {
  const given = { month: query.get('month') ?? '', date: query.get('date') ?? '' };
  const view = isView(query.get('view')) ? (query.get('view') as StatsView) : 'monthly';
  const kind = query.get('kind');
  const date = reads(given.date, 'YYYY-MM-DD') ? given.date : today;
  // the daily view's day decides its month; a month view without a month takes the day's (today's)
  const month = view !== 'daily' && reads(given.month, 'YYYY-MM') ? given.month : date.slice(0, 7);
  return {
    view,
    month,
    date,
    timeSheetGroupId: query.get('group') || undefined,
    departmentId: query.get('dept') || undefined,
    lenovoId: query.get('person') || undefined,
    personName: query.get('personName') || undefined,
    kind: isKind(kind) ? kind : undefined,
  };
}

/** The query for `params`: only what differs from nothing, in a stable order. */
export function writeParams(params: StatsParams): URLSearchParams {
  const entries: [string, string | undefined][] = [
    ['view', params.view],
    ['month', params.month],
    ['date', params.view === 'daily' ? params.date : undefined],
    ['group', params.timeSheetGroupId],
    ['dept', params.departmentId],
    ['person', params.lenovoId],
    ['personName', params.lenovoId ? params.personName : undefined],
    ['kind', params.view === 'anomalies' ? params.kind : undefined],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => !!e[1]));
}

/** The filters every view sends, without empty ones. */
export const filterOf = (p: StatsParams): StatsFilter => ({
  ...(p.timeSheetGroupId ? { timeSheetGroupId: p.timeSheetGroupId } : {}),
  ...(p.departmentId ? { departmentId: p.departmentId } : {}),
  ...(p.lenovoId ? { lenovoId: p.lenovoId } : {}),
});

/** Another view on the same period: the daily view opens on a day of the month shown (today in this
 *  month, else its first day), the month views on the month of the day shown. */
export function viewChange(view: StatsView, p: StatsParams, today: string): Partial<StatsParams> {
  if (view === 'daily' && p.date.slice(0, 7) !== p.month)
    return { view, date: p.month === today.slice(0, 7) ? today : `${p.month}-01` };
  return { view };
}
