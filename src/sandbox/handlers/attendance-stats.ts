import { route } from '../route';
import { paginate, Reject } from '../respond';
import { enterpriseNumberOf, note } from '../org-tables';
import { correctDay } from '../attendance-stats/correct';
import { exportView } from '../attendance-stats/export';
import { sumFigures } from '../attendance-stats/summaries';
import {
  anomaliesView,
  dailyView,
  departmentsView,
  monthArg,
  monthlyView,
  personMonth,
} from '../attendance-stats/views';
import type { PersonDay } from '@/features/attendance-stats/api/types';

// 考勤统计 of the schedule service (docs/assumed-contract.md "Attendance statistics"): the views are
// read-only POSTs with their filters in the body; 补卡 is the one write.
const S = '/schedule-server';
const STATS = '/attendanceStats';

/** A read-only view: a POST with the filters in its body, answered for the caller's enterprise. */
const view = (path: string, answer: (e: string, body: Record<string, unknown>) => unknown) =>
  route('post', S, `${STATS}${path}`, (input) => answer(enterpriseNumberOf(input), input.body), { read: true });

/** A view's rows as the page the body asks for. */
const pageOf = <T>(rows: T[], body: Record<string, unknown>) => paginate(rows, body.page, body.size);

const statsHandlers = [
  view('/monthly', (e, body) => {
    const { rows } = monthlyView(e, body);
    return { ...pageOf(rows, body), totals: sumFigures(rows) };
  }),

  view('/daily', (e, body) => pageOf(dailyView(e, body).rows, body)),

  view('/departments', (e, body) => {
    const list = departmentsView(e, body).rows;
    return { list, totals: sumFigures(list) };
  }),

  view('/anomalies', (e, body) => pageOf(anomaliesView(e, body).rows, body)),

  view('/personMonth', (e, body) => {
    if (!body.lenovoId) throw new Reject(400, '参数lenovoId不能为空');
    return personMonth(e, body.lenovoId, monthArg(body.month));
  }),

  route('post', S, `${STATS}/correct`, (input) => correctDay(enterpriseNumberOf(input), input), {
    log: (_i, r) => {
      const day = r as PersonDay;
      return note('f11', `为 ${day.name} 补卡 ${day.date}（${day.correction?.reason ?? ''}）`, { people: [day.name] });
    },
  }),

  view('/export', exportView),
];

export default statsHandlers;
