import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Tabs } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { lazyNamed } from '@/lib/lazy-named';
import { fetchMonthlyPage } from '../api/queries';
import { AnomaliesTable } from '../components/anomalies-table';
import { DailyTable } from '../components/daily-table';
import { DepartmentsTable } from '../components/departments-table';
import { MonthlyTable } from '../components/monthly-table';
import type { PersonChoice } from '../components/person-month-drawer';
import { StatsFilters } from '../components/stats-filters';
import { VIEW_LABEL, type StatsView } from '../constants';
import { usePageSizes } from '../lib/page-sizes';
import { chinaToday } from '../lib/today';
import { filterOf, readParams, viewChange, writeParams, type StatsParams } from '../lib/url-filters';

const PersonMonthDrawer = lazyNamed(() => import('../components/person-month-drawer').then((m) => m.PersonMonthDrawer));

/** /home/attendance_statistics (assumed contract "Attendance statistics"): four views of the month
 *  under one set of filters kept in the URL, and a person's month with 补卡. */
export default function StatsPage() {
  const [query, setQuery] = useSearchParams();
  const today = useMemo(chinaToday, []);
  const params = readParams(query, today);
  const [person, setPerson] = useState<PersonChoice | null>(null);
  const client = useQueryClient();
  const sized = usePageSizes();
  const filter = filterOf(params);
  // a new period or filter starts each view on its first page (at the page size chosen, lib/page-sizes.ts)
  const subject = JSON.stringify([params.month, params.date, filter]);
  const update = (next: Partial<StatsParams>) => {
    const after = { ...params, ...next };
    const monthly = { month: after.month, ...filterOf(after) };
    // 月度汇总's first page of another month or filter (or on opening its tab) is asked for now, not
    // once the render that shows the choice is committed (on a 200-person page, 130–460 ms later)
    const other =
      params.view !== 'monthly' || JSON.stringify(monthly) !== JSON.stringify({ month: params.month, ...filter });
    if (after.view === 'monthly' && other)
      void fetchMonthlyPage({ ...monthly, page: 1, size: sized('monthly').size }, client);
    setQuery(writeParams(after), { replace: true });
  };
  const open = useCallback((p: PersonChoice) => setPerson(p), []);

  const views: Record<StatsView, ReactNode> = {
    monthly: <MonthlyTable month={params.month} filter={filter} {...sized('monthly')} onOpen={open} />,
    daily: <DailyTable key={subject} date={params.date} filter={filter} {...sized('daily')} onOpen={open} />,
    departments: <DepartmentsTable month={params.month} filter={filter} />,
    anomalies: (
      <AnomaliesTable
        key={subject}
        month={params.month}
        filter={filter}
        kind={params.kind}
        onKind={(kind) => update({ kind })}
        {...sized('anomalies')}
        onOpen={open}
      />
    ),
  };

  return (
    <PageFrame toolbar={<StatsFilters params={params} onChange={update} />}>
      <Tabs
        activeKey={params.view}
        onChange={(view) => update(viewChange(view as StatsView, params, today))}
        destroyOnHidden
        items={(Object.keys(VIEW_LABEL) as StatsView[]).map((key) => ({
          key,
          label: VIEW_LABEL[key],
          children: views[key],
        }))}
      />
      {person && (
        <PersonMonthDrawer
          person={person}
          month={params.view === 'daily' ? params.date.slice(0, 7) : params.month}
          onClose={() => setPerson(null)}
        />
      )}
    </PageFrame>
  );
}
