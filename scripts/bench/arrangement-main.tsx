import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Table } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { refKeys } from '@/components/directory/ref-queries';
import type { ResolvedPerson } from '@/components/directory/types';
import { ArrangementBoard } from '@/features/attendance/arrangement/arrangement-board';
import { monthDates, type GridData } from '@/features/attendance/arrangement/model';
import { useArrangementEditor, type ArrangementEditor } from '@/features/attendance/arrangement/use-arrangement-editor';

// Browser benchmark of the shift arrangement grid (see scripts/bench-arrangement.mjs), production
// build: 200 members × 31 days. First render, applying a shift (number key) to a range of 200 cells
// (40 members × 5 days, scrolled into view first), and scrolling the grid for 1.5 s; beside a bare antd Table of the same
// size in the same run (render, the same 200 cells changed in its data, the same scroll).
const MONTH = '2026-12';
const DATES = monthDates(MONTH);
const MEMBERS = 200;
const SHIFTS = [
  { id: 'sh-early', name: '早班' },
  { id: 'sh-late', name: '晚班' },
  { id: 'sh-split', name: '两头班' },
];
const CYCLE = ['sh-early', 'sh-early', 'sh-late', 'sh-late', ''];
const NAME_OF: Record<string, string> = { 'sh-early': '早班', 'sh-late': '晚班', 'sh-split': '两头班', '': '休息' };
const RANGE = { top: 80, left: 10, rows: 40, cols: 5 };

function gridData(): GridData {
  const members = Array.from({ length: MEMBERS }, (_, m) => ({
    lenovoId: `u${m}`,
    name: `员工${m + 1}`,
    departName: `销售${(m % 8) + 1}部`,
  }));
  return {
    month: MONTH,
    dates: DATES,
    members,
    saved: members.map((_, m) => Object.fromEntries(DATES.map((d, i) => [d, CYCLE[(i + m) % CYCLE.length]]))),
    shifts: SHIFTS,
  };
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

/** Scrolls `el` down (and a little across) one step a frame for 1.5 s: frames per second and the longest task.
 *  The jump back to the top first (from row 80 on both, where the range was applied; for the grid a whole new
 *  row window) is done and settled before the scrolling is measured, and marked on its own. Marks `<who>-jump-<run>` and `<who>-scroll-<run>`
 *  (`:start`, `:end`) give the harness the longest task of each, in CPU and in wall time. */
async function scrollFor(el: HTMLElement, who: string, run: number) {
  performance.mark(`${who}-jump-${run}:start`);
  el.scrollTop = 0;
  el.scrollLeft = 0;
  await nextPaint();
  await wait(200);
  performance.mark(`${who}-jump-${run}:end`);
  const watch = watchLongTasks();
  const mark = `${who}-scroll-${run}`;
  performance.mark(`${mark}:start`);
  let frames = 0;
  const start = performance.now();
  await new Promise<void>((done) => {
    const step = () => {
      frames++;
      el.scrollTop += 40;
      if (frames % 4 === 0) el.scrollLeft += 20;
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

// The member names are references (PersonRef), read through a query. The page has them resolved once (one
// batched call) and then from the cache while rows enter and leave the window; here there is no server, so
// each run starts with them resolved in the cache (fresh for the reference's stale time, longer than a run).
// Left unresolved, every row entering the window would start a request that fails and retries: work the
// page does not do.
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
function seedRefs(data: GridData) {
  for (const m of data.members) {
    const person: ResolvedPerson = {
      key: m.lenovoId,
      id: m.lenovoId,
      lenovoId: m.lenovoId,
      name: m.name,
      state: 'active',
    };
    queryClient.setQueryData(refKeys.person('lenovoId', m.lenovoId), person);
  }
}

let editorHandle: ArrangementEditor | null = null;
function Board({ data }: { data: GridData }) {
  const editor = useArrangementEditor(data, null);
  editorHandle = editor;
  return (
    <QueryClientProvider client={queryClient}>
      <ArrangementBoard data={data} editor={editor} loadEarlier={async () => () => null} />
    </QueryClientProvider>
  );
}

type Row = Record<string, string>;
let setBaselineRows: ((rows: Row[]) => void) | null = null;
function Baseline({ initial }: { initial: Row[] }) {
  const [rows, setRows] = useState(initial);
  setBaselineRows = setRows;
  const columns = [
    { title: '成员', dataIndex: 'name', width: 140, fixed: 'left' as const },
    ...DATES.map((d) => ({ title: d.slice(8), dataIndex: d, width: 44 })),
  ];
  return (
    <Table
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ x: 1500, y: 600 }}
    />
  );
}

function baselineRows(data: GridData): Row[] {
  return data.members.map((m, r) => ({
    key: m.lenovoId,
    name: m.name,
    ...Object.fromEntries(DATES.map((d) => [d, NAME_OF[data.saved[r][d]]])),
  }));
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

async function runGrid(data: GridData, run: number) {
  seedRefs(data);
  const { host, root, render, renderTask } = await mount(<Board data={data} />);
  const grid = host.querySelector<HTMLElement>('[role="grid"]')!;
  const scroller = host.querySelector<HTMLElement>('.arr-scroll')!;
  if (grid.getAttribute('aria-rowcount') !== String(MEMBERS + 1))
    throw new Error('the grid does not hold every member');
  const rendered = host.querySelectorAll('tbody tr[data-r]').length;
  if (rendered >= MEMBERS || rendered < 10)
    throw new Error(`${rendered} member rows rendered: the row window is not working`);
  // the rest of the rows are mounted while the browser is idle (use-row-window.ts): how long until all are,
  // and the longest task meanwhile (mark `grid-grow-<run>`)
  performance.mark(`grid-grow-${run}:start`);
  const growStart = performance.now();
  while (host.querySelectorAll('tbody tr[data-r]').length < MEMBERS && performance.now() - growStart < 5000)
    await wait(20);
  const grown = performance.now() - growStart;
  performance.mark(`grid-grow-${run}:end`);
  await wait(300);
  // the range in view, as a user applies to what he sees
  scroller.scrollTop = RANGE.top * 32;
  await nextPaint();
  await wait(100);
  // select 40 members × 5 days, then press 3 (两头班) on the grid
  flushSync(() =>
    editorHandle!.setSelection({
      anchor: { row: RANGE.top, col: RANGE.left },
      focus: { row: RANGE.top + RANGE.rows - 1, col: RANGE.left + RANGE.cols - 1 },
    }),
  );
  grid.focus();
  await nextPaint();
  const watch = watchLongTasks();
  const t = performance.now();
  grid.dispatchEvent(new KeyboardEvent('keydown', { key: '3', bubbles: true }));
  await nextPaint();
  const apply = performance.now() - t;
  const applyTask = await watch.stop();
  const split = host.querySelectorAll('tbody td.arr-edited');
  if (
    editorHandle!.changed !== RANGE.rows * RANGE.cols ||
    !split.length ||
    ![...split].every((c) => c.textContent?.startsWith('两头班'))
  )
    throw new Error(`${editorHandle!.changed} changed cells, expected 200 两头班`);
  await wait(500); // the draft write (none here: no storage key) and React's idle work
  const mountedAtJump = host.querySelectorAll('tbody tr[data-r]').length;
  const scroll = await scrollFor(scroller, 'grid', run);
  root.unmount();
  host.remove();
  return { render, renderTask, apply, applyTask, fps: scroll.fps, scrollTask: scroll.longest, grown, mountedAtJump };
}

async function runBaseline(data: GridData, run: number) {
  const rows = baselineRows(data);
  const { host, root, render } = await mount(<Baseline initial={rows} />);
  await wait(300);
  // the range in view, as on the grid: the jump to the top then starts from the same row on both
  const body = host.querySelector<HTMLElement>('.ant-table-body')!;
  const firstRow = body.querySelector<HTMLElement>('tr.ant-table-row')!;
  body.scrollTop = RANGE.top * firstRow.offsetHeight;
  await nextPaint();
  await wait(100);
  const next = rows.map((r, i) => {
    if (i < RANGE.top || i >= RANGE.top + RANGE.rows) return r;
    const copy = { ...r };
    for (let c = RANGE.left; c < RANGE.left + RANGE.cols; c++) copy[DATES[c]] = '两头班';
    return copy;
  });
  const watch = watchLongTasks();
  const t = performance.now();
  flushSync(() => setBaselineRows!(next));
  await nextPaint();
  const apply = performance.now() - t;
  const applyTask = await watch.stop();
  await wait(300);
  const scroll = await scrollFor(body, 'base', run);
  root.unmount();
  host.remove();
  return {
    baseRender: render,
    baseApply: apply,
    baseApplyTask: applyTask,
    baseFps: scroll.fps,
    baseScrollTask: scroll.longest,
  };
}

async function run() {
  const data = gridData();
  const results: Array<Record<string, number>> = [];
  for (let i = 0; i < 6; i++) {
    const grid = await runGrid(data, i);
    await wait(300);
    const base = await runBaseline(data, i);
    await wait(300);
    results.push({ ...grid, ...base });
  }
  (window as unknown as { __bench: unknown }).__bench = { members: MEMBERS, days: DATES.length, results };
}

run().catch((e) => ((window as unknown as { __bench: unknown }).__bench = { error: String(e) }));
