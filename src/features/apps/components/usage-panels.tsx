import { useMemo } from 'react';
import { Bar, Line } from 'react-chartjs-2';
import { Table, theme } from 'antd';
import type { AppUsage } from '../api/types';
// registers the chart.js parts the panels draw (one line chart with two scales, one bar chart);
// imported by the overview page alone, so chart.js stays in its lazy chunk
import '@/lib/charts/line-bar';
import { ACTIVE_COLOUR, OPENS_COLOUR } from './colours';

type Point = AppUsage['series'][number];
type Depart = AppUsage['topDeparts'][number];

const grid = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(260px, 2fr)',
  gap: 24,
  marginBottom: 24,
  alignItems: 'start',
} as const;

// Each answer draws a new chart (keyed by application and period, data built once per answer):
// chart.js redraws a replaced dataset from scratch anyway, and an in-place update on every render of
// the page would measure the canvas again for nothing.
const keyOf = (u: AppUsage) => `${u.id}/${u.dateType}`;

const TREND_OPTIONS = {
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  scales: {
    users: { type: 'linear', position: 'left', beginAtZero: true, title: { display: true, text: '人' } },
    opens: {
      type: 'linear',
      position: 'right',
      beginAtZero: true,
      grid: { drawOnChartArea: false },
      title: { display: true, text: '次' },
    },
  },
} as const;

const DEPART_OPTIONS = {
  maintainAspectRatio: false,
  indexAxis: 'y',
  plugins: { legend: { display: false } },
  scales: { x: { beginAtZero: true } },
} as const;

/** Active users and opens over the period: the chart, and its numbers in a table beside it. */
export function TrendPanel({ usage }: { usage: AppUsage }) {
  const data = useMemo(
    () => ({
      labels: usage.series.map((p) => p.label),
      datasets: [
        {
          label: '活跃人数',
          data: usage.series.map((p) => p.activeUsers),
          borderColor: ACTIVE_COLOUR,
          backgroundColor: ACTIVE_COLOUR,
          yAxisID: 'users',
          tension: 0.3,
        },
        {
          label: '打开次数',
          data: usage.series.map((p) => p.opens),
          borderColor: OPENS_COLOUR,
          backgroundColor: OPENS_COLOUR,
          yAxisID: 'opens',
          tension: 0.3,
        },
      ],
    }),
    [usage],
  );
  return (
    <div style={grid}>
      <div style={{ height: 320 }}>
        <Line key={keyOf(usage)} aria-label="活跃人数与打开次数趋势图" role="img" data={data} options={TREND_OPTIONS} />
      </div>
      <div style={{ maxHeight: 320, overflow: 'auto' }}>
        <Table<Point>
          size="small"
          rowKey="label"
          aria-label="趋势数据"
          dataSource={usage.series}
          pagination={false}
          columns={[
            {
              title: usage.dateType === 4 ? '月份' : usage.dateType === 3 ? '周（起始日）' : '日期',
              dataIndex: 'label',
            },
            { title: '活跃人数', dataIndex: 'activeUsers', align: 'right' },
            { title: '打开次数', dataIndex: 'opens', align: 'right' },
          ]}
        />
      </div>
    </div>
  );
}

/** The departments that opened it most: bars, and the numbers beside them. */
export function DepartsPanel({ usage }: { usage: AppUsage }) {
  const { token } = theme.useToken();
  const data = useMemo(
    () => ({
      labels: usage.topDeparts.map((d) => d.departName),
      datasets: [{ label: '打开次数', data: usage.topDeparts.map((d) => d.opens), backgroundColor: OPENS_COLOUR }],
    }),
    [usage],
  );
  if (!usage.topDeparts.length)
    return <div style={{ color: token.colorTextSecondary, padding: 24 }}>所选时间内没有部门使用该应用</div>;
  return (
    <div style={grid}>
      <div style={{ height: 280 }}>
        <Bar key={keyOf(usage)} aria-label="部门使用排行图" role="img" data={data} options={DEPART_OPTIONS} />
      </div>
      <Table<Depart>
        size="small"
        rowKey="departName"
        aria-label="部门使用排行"
        dataSource={usage.topDeparts}
        pagination={false}
        columns={[
          { title: '部门', dataIndex: 'departName' },
          { title: '活跃人数', dataIndex: 'activeUsers', align: 'right' },
          { title: '打开次数', dataIndex: 'opens', align: 'right' },
        ]}
      />
    </div>
  );
}
