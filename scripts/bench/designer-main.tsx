import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { FormDesignStep } from '@/features/approvals/designer/form/form-design-step';
import { createField } from '@/features/approvals/designer/model/templates';
import type { FieldType, FormField } from '@/features/approvals/designer/model/types';
import { emptyBasic, useApprovalDraft } from '@/features/approvals/stores/approval-draft';
import { createFlow } from '@/features/approvals/process/model/flow-tree';

// Browser benchmark of the mobile form designer (see scripts/bench-designer.mjs), production build:
// 200 fields (190 top-level of 11 kinds + 2 detail groups of 4), mount time and the longest task
// during a keyboard drag of five steps and a pointer drag that scrolls the phone under it.
const KINDS: FieldType[] = [
  'SingleText',
  'MultipleText',
  'Number',
  'Money',
  'Date',
  'DateSection',
  'Comment',
  'Picture',
  'Accessory',
  'Contacts',
  'Address',
];

function fields(): FormField[] {
  const list: FormField[] = [];
  for (let i = 0; i < 190; i++)
    list.push({ ...createField(KINDS[i % KINDS.length]), name: `控件${i + 1}` } as FormField);
  for (let g = 1; g <= 2; g++) {
    const group = { ...createField('Particulars'), name: `明细${g}` } as FormField & { children: FormField[] };
    group.children = [1, 2, 3, 4].map((j) => ({ ...createField('Number'), name: `明细${g}数字${j}` }) as FormField);
    list.push(group);
  }
  return list;
}

const fieldNames = () => useApprovalDraft.getState().form.fields.map((f) => f.name);
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** Records every long task with the step it started in (the last `mark` before it). */
function watchLongTasks(first: string) {
  const steps: Array<[string, number]> = [[first, performance.now()]];
  const tasks: Array<{ step: string; ms: number }> = [];
  const stepAt = (t: number) => [...steps].reverse().find(([, at]) => at <= t + 1)?.[0] ?? first;
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => tasks.push({ step: stepAt(e.startTime), ms: e.duration })),
  );
  observer.observe({ type: 'longtask', buffered: false });
  return {
    mark: (step: string) => steps.push([step, performance.now()]),
    stop: () => {
      observer.disconnect();
      return tasks;
    },
  };
}

/** Picks a tile up by keyboard, moves it five steps down and drops it. */
async function dragFiveDown(host: HTMLElement, name: string) {
  const handle = host.querySelector<HTMLElement>(`[aria-label="拖动控件：${name}"]`)!;
  handle.focus();
  await nextPaint();
  const watch = watchLongTasks('pick-up');
  const key = (step: string, code: string) => {
    watch.mark(step);
    document.activeElement!.dispatchEvent(
      new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true }),
    );
  };
  key('pick-up', 'Space');
  await wait(200);
  for (let i = 0; i < 5; i++) {
    key('move', 'ArrowDown');
    await wait(200);
  }
  key('drop', 'Space');
  await wait(500);
  return watch.stop();
}

/** Picks the tile in the middle of the phone up by pointer and holds it at the phone's bottom edge
 *  for 1.5 s, so dnd-kit scrolls the list under it (tiles turn sortable and back as they pass), then
 *  drops it there. Returns the tile's name and the long tasks. */
async function pointerDragWithAutoScroll(host: HTMLElement) {
  const list = host.querySelector<HTMLElement>('[role="list"][aria-label="表单控件"]')!.getBoundingClientRect();
  const x = list.left + list.width / 2;
  const tile = document.elementFromPoint(x, list.top + list.height / 2)!.closest<HTMLElement>('[data-field-id]')!;
  const name = tile.querySelector('[aria-label^="拖动控件："]')!.getAttribute('aria-label')!.slice('拖动控件：'.length);
  const y = tile.getBoundingClientRect().top + 10;
  const pointer = (type: string, target: EventTarget, clientY: number) =>
    target.dispatchEvent(
      new PointerEvent(type, { clientX: x, clientY, bubbles: true, isPrimary: true, button: 0, pointerId: 1 }),
    );
  const watch = watchLongTasks('pointer pick-up');
  pointer('pointerdown', tile, y);
  await nextPaint();
  for (let dy = 4; dy <= 20; dy += 4) {
    pointer('pointermove', document, y + dy);
    await nextPaint();
  }
  watch.mark('auto-scroll');
  for (let t = 0; t < 30; t++) {
    pointer('pointermove', document, list.bottom - 4 + (t % 2));
    await wait(50);
  }
  watch.mark('pointer drop');
  pointer('pointerup', document, list.bottom - 4);
  await wait(500);
  return { name, tasks: watch.stop() };
}

async function run() {
  const results: Array<Record<string, number>> = [];
  for (let i = 0; i < 8; i++) {
    const list = fields();
    useApprovalDraft
      .getState()
      .begin('new', { basic: { ...emptyBasic(), approveName: '性能测试' }, fields: list, flow: createFlow() });
    const host = document.createElement('div');
    document.getElementById('root')!.appendChild(host);
    const root = createRoot(host);
    const t = performance.now();
    flushSync(() =>
      root.render(
        <ConfigProvider locale={zhCN}>
          <FormDesignStep />
        </ConfigProvider>,
      ),
    );
    await nextPaint();
    const mount = performance.now() - t;
    if (!host.querySelector('[aria-label="拖动控件：明细2数字4"]')) throw new Error('the last field is not on screen');
    await wait(300);
    const name = `控件${50 + i}`;
    const tasks = await dragFiveDown(host, name);
    const longest = (step: string) => Math.max(0, ...tasks.filter((t) => t.step === step).map((t) => t.ms));
    const moved = useApprovalDraft.getState().form.fields.findIndex((f) => f.name === name);
    if (moved !== 49 + i + 5) throw new Error(`${name} ended at ${moved + 1}, expected ${50 + i + 5}`);
    await wait(300);
    const before = fieldNames();
    const pointerDrag = await pointerDragWithAutoScroll(host);
    const [from, to] = [before.indexOf(pointerDrag.name), fieldNames().indexOf(pointerDrag.name)];
    if (to < from + 10)
      throw new Error(`${pointerDrag.name} went from ${from + 1} to ${to + 1}; the list did not scroll under it`);
    const all = [...tasks, ...pointerDrag.tasks];
    const longestPointer = (step: string) =>
      Math.max(0, ...pointerDrag.tasks.filter((t) => t.step === step).map((t) => t.ms));
    results.push({
      mount,
      longestTask: Math.max(0, ...all.map((t) => t.ms)),
      pickUp: longest('pick-up'),
      move: longest('move'),
      drop: longest('drop'),
      pointerPickUp: longestPointer('pointer pick-up'),
      autoScroll: longestPointer('auto-scroll'),
      pointerDrop: longestPointer('pointer drop'),
      scrolledPast: to - from,
    });
    root.unmount();
    host.remove();
  }
  (window as unknown as { __bench: unknown }).__bench = { fields: 200, results };
}

run().catch((e) => ((window as unknown as { __bench: unknown }).__bench = { error: String(e) }));
