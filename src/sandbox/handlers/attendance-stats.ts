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

const statsHandlers = [
  route(
    'post',
    S,
    `${STATS}/monthly`,
    (input) => {
      const { rows } = monthlyView(enterpriseNumberOf(input), input.body);
      return { ...paginate(rows, input.body.page, input.body.size), totals: sumFigures(rows) };
    },
    { read: true },
  ),

  route(
    'post',
    S,
    `${STATS}/daily`,
    (input) => {
      const { rows } = dailyView(enterpriseNumberOf(input), input.body);
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route(
    'post',
    S,
    `${STATS}/departments`,
    (input) => {
      const list = departmentsView(enterpriseNumberOf(input), input.body).rows;
      return { list, totals: sumFigures(list) };
    },
    { read: true },
  ),

  route(
    'post',
    S,
    `${STATS}/anomalies`,
    (input) => {
      const { rows } = anomaliesView(enterpriseNumberOf(input), input.body);
      return paginate(rows, input.body.page, input.body.size);
    },
    { read: true },
  ),

  route(
    'post',
    S,
    `${STATS}/personMonth`,
    (input) => {
      const e = enterpriseNumberOf(input);
      if (!input.body.lenovoId) throw new Reject(400, '参数lenovoId不能为空');
      return personMonth(e, input.body.lenovoId, monthArg(input.body.month));
    },
    { read: true },
  ),

  route('post', S, `${STATS}/correct`, (input) => correctDay(enterpriseNumberOf(input), input), {
    log: (_i, r) => {
      const day = r as PersonDay;
      return note('f11', `为 ${day.name} 补卡 ${day.date}（${day.correction?.reason ?? ''}）`, { people: [day.name] });
    },
  }),

  route('post', S, `${STATS}/export`, (input) => exportView(enterpriseNumberOf(input), input.body), { read: true }),
];

export default statsHandlers;
