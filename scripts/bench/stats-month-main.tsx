import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { PersonMonthSummary, SummaryFigures, SummaryPage } from '@/features/attendance-stats/api/types';
import { MonthTable } from '@/features/attendance-stats/components/month-table';

// Browser benchmark of 考勤统计's 月度汇总 table (see scripts/bench-stats-month.mjs), production build:
// 200 people on one page (the largest page size), first render and scrolling the table's body for
// 1.5 s, beside a bare antd Table of the same rows and columns in the same run (plain, not virtual: what
// a page built from antd costs without the console's choices).
const PEOPLE = 200;
const LEAVE = [
  { holidayId: 'h1', holidayName: '事假' },
  { holidayId: 'h2', holidayName: '病假' },
  { holidayId: 'h3', holidayName: '年假' },
];

function figures(i: number): SummaryFigures {
  return {
    attendanceDays: 18 + (i % 4),
    restDays: 8,
    workMinutes: 9000 + i * 7,
    lateCount: i % 3,
    lateMinutes: (i % 3) * 11,
    earlyCount: i % 2,
    earlyMinutes: (i % 2) * 9,
    missingCount: i % 5 === 0 ? 1 : 0,
    absentDays: i % 17 === 0 ? 1 : 0,
    fieldCount: i % 7 === 0 ? 2 : 0,
    leave: LEAVE.filter((_, k) => (i + k) % 4 === 0).map((l) => ({ ...l, hours: 4 + (i % 3) * 2 })),
    overtimeMinutes: (i % 6) * 45,
    correctedCount: i % 9 === 0 ? 1 : 0,
  };
}

function pageData(): SummaryPage<PersonMonthSummary> {
  const list = Array.from({ length: PEOPLE }, (_, i) => ({
    lenovoId: `u${i}`,
    name: `员工${i + 1}`,
    departName: `销售${(i % 8) + 1}部`,
    groupName: '销售考勤组',
    ...figures(i),
  }));
  return { list, total: PEOPLE, page: 1, size: PEOPLE, totals: figures(0) };
}

const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Long tasks from now until stop(). */
function watchLongTasks() {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration)));
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop: async () => {
      await wait(50); // entries are delivered after the task
      observer.disconnect();
      return Math.max(0, ...tasks);
    },
  };
}

/** 20 px to the right: a plain table's body scrolls natively; a virtual one (antd's rc-virtual-list)
 *  keeps its own horizontal offset, moved by the wheel. */
function scrollAcross(el: HTMLElement) {
  if (!el.classList.contains('ant-table-tbody-virtual-holder')) el.scrollLeft += 20;
  else el.dispatchEvent(new WheelEvent('wheel', { deltaX: 20, bubbles: true, cancelable: true }));
}

/** The element whose scrolling moves the rows: the body, or a virtual table's list holder. */
const scroller = (host: HTMLElement) =>
  host.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder') ??
  host.querySelector<HTMLElement>('.ant-table-body')!;

/** Every person is in the table: all rows mounted, or (virtual) the last one once scrolled to. */
async function checkRows(who: string, host: HTMLElement) {
  const rows = () => host.querySelectorAll('.ant-table-tbody .ant-table-row, .ant-table-tbody-virtual .ant-table-row');
  if (rows().length === PEOPLE) return;
  const el = scroller(host);
  if (!el.classList.contains('ant-table-tbody-virtual-holder') || rows().length === 0)
    throw new Error(`${who}: ${rows().length} rows rendered, expected ${PEOPLE}`);
  el.scrollTop = el.scrollHeight;
  await nextPaint();
  await nextPaint();
  if (!host.textContent?.includes(`员工${PEOPLE}`)) throw new Error(`${who}: no 员工${PEOPLE} at the bottom`);
}

/** Scrolls `el` down (and a little across) one step a frame for 1.5 s: frames per second and the
 *  longest task; marks `<who>-scroll-<run>` for the harness's CPU time. */
async function scrollFor(el: HTMLElement, who: string, run: number) {
  el.scrollTop = 0;
  el.scrollLeft = 0;
  await nextPaint();
  await wait(200);
  const watch = watchLongTasks();
  const mark = `${who}-scroll-${run}`;
  performance.mark(`${mark}:start`);
  let frames = 0;
  const start = performance.now();
  await new Promise<void>((done) => {
    const step = () => {
      frames++;
      el.scrollTop += 40;
      if (frames % 4 === 0) scrollAcross(el);
      if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) el.scrollTop = 0;
      if (performance.now() - start < 1500) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  const fps = (frames * 1000) / (performance.now() - start);
  performance.mark(`${mark}:end`);
  return { fps, longest: await watch.stop() };
}

/** The same rows and column titles as plain values in a bare antd Table, the same scroll box. */
function Baseline({ data }: { data: SummaryPage<PersonMonthSummary> }) {
  const keys: (keyof SummaryFigures)[] = [
    'attendanceDays',
    'restDays',
    'workMinutes',
    'lateCount',
    'lateMinutes',
    'earlyCount',
    'earlyMinutes',
    'missingCount',
    'absentDays',
    'fieldCount',
    'overtimeMinutes',
    'correctedCount',
  ];
  const columns = [
    { title: '姓名', dataIndex: 'name', fixed: 'left' as const },
    { title: '部门', dataIndex: 'departName' },
    { title: '考勤组', dataIndex: 'groupName' },
    ...keys.map((k) => ({ title: k, dataIndex: k })),
    ...LEAVE.map((l) => ({ title: l.holidayName, key: l.holidayId, render: () => '0.0' })),
  ];
  return (
    <Table
      rowKey="lenovoId"
      size="small"
      columns={columns}
      dataSource={data.list}
      pagination={false}
      scroll={{ x: 'max-content', y: 560 }}
    />
  );
}

async function mount(node: React.ReactNode) {
  const host = document.createElement('div');
  document.getElementById('root')!.appendChild(host);
  const root = createRoot(host);
  const watch = watchLongTasks();
  const t = performance.now();
  flushSync(() => root.render(<ConfigProvider locale={zhCN}>{node}</ConfigProvider>));
  await nextPaint();
  const render = performance.now() - t;
  return { host, root, render, renderTask: await watch.stop() };
}

async function runOne(who: 'table' | 'base', node: React.ReactNode, run: number) {
  const { host, root, render, renderTask } = await mount(node);
  if (who === 'table' && !host.textContent?.includes('合计')) throw new Error('no 合计 row');
  await checkRows(who, host);
  await wait(300);
  const scroll = await scrollFor(scroller(host), who, run);
  root.unmount();
  host.remove();
  return { render, renderTask, fps: scroll.fps, scrollTask: scroll.longest };
}

async function run() {
  const data = pageData();
  const results: Array<Record<string, number>> = [];
  for (let i = 0; i < 6; i++) {
    const table = await runOne(
      'table',
      <MonthTable
        subject="bench"
        data={data}
        loading={false}
        page={1}
        size={PEOPLE}
        emptyText=""
        onPage={() => undefined}
        onOpen={() => undefined}
      />,
      i,
    );
    await wait(300);
    const base = await runOne('base', <Baseline data={data} />, i);
    await wait(300);
    results.push({
      ...table,
      baseRender: base.render,
      baseRenderTask: base.renderTask,
      baseFps: base.fps,
      baseScrollTask: base.scrollTask,
    });
  }
  (window as unknown as { __bench: unknown }).__bench = { people: PEOPLE, results };
}

run().catch((e) => ((window as unknown as { __bench: unknown }).__bench = { error: String(e) }));
