import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ConfigProvider, Tree } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  DepartmentMark,
  PersonMove,
  PlanChange,
  PlanChangeInput,
  PlanReview,
  ReviewDepartment,
} from '@/features/org-chart/api/plan-types';
import { PlanEditor } from '@/features/org-chart/components/plan/plan-editor';

// Browser benchmark of a restructure plan's marked chart (see scripts/bench-restructure-chart.mjs),
// production build: the review of a plan of 500 changes on an organisation shaped like the large
// seed (10,000 departments, 5 active members each: 50,000 staff). Mounting the editor (chart, panel,
// change list, people moved), 仅看有调整的部门 on and off, expanding a department, selecting a
// marked one and filtering the change list; beside a bare antd Tree given all 10,000 departments.
const DEPARTMENTS = 10000;
const PER_DEPT = 5;

interface Seed {
  id: string;
  name: string;
  parent: string;
  children: Seed[];
}

/** 20 → 10 → 8 → … departments per level, as the large seed and scripts/bench/org-tree-main.tsx. */
function organisation(): Seed[] {
  let n = 0;
  const all: Seed[] = [];
  const node = (name: string, parent: string): Seed => {
    const d = { id: `d${n++}`, name, parent, children: [] };
    all.push(d);
    return d;
  };
  const root = node('联创未来科技有限公司', '0');
  let frontier = [root];
  for (let level = 0; n < DEPARTMENTS; level++) {
    const next: Seed[] = [];
    for (const p of frontier) {
      const width = level === 0 ? 20 : level === 1 ? 10 : 8;
      for (let k = 1; k <= width && n < DEPARTMENTS; k++) {
        const c = node(`${p.name.slice(0, 6)}-${level}-${k}`, p.id);
        p.children.push(c);
        next.push(c);
      }
    }
    frontier = next;
  }
  return all;
}

/** A plan of 500 changes spread over the organisation, and the review the server would answer. */
function review(): PlanReview {
  const seeds = organisation();
  const byId = new Map(seeds.map((s) => [s.id, s]));
  const depts = new Map<string, ReviewDepartment>(
    seeds.map((s) => {
      const base = { departName: s.name, parentDepartId: s.parent, supervisorId: `u-${s.id}-0` };
      const total = PER_DEPT * (1 + countBelow(s));
      return [
        s.id,
        {
          id: s.id,
          ...base,
          supervisorName: `主管${s.id}`,
          before: { ...base, supervisorName: `主管${s.id}` },
          gone: false,
          mergedInto: '',
          marks: [],
          members: { before: PER_DEPT, after: PER_DEPT },
          total: { before: total, after: total },
          changeIds: [],
        },
      ];
    }),
  );
  const leaves = seeds.filter((s) => !s.children.length);
  const changes: PlanChange[] = [];
  const people: PersonMove[] = [];
  const mark = (id: string, m: DepartmentMark, changeId: string) => {
    const d = depts.get(id)!;
    if (!d.marks.includes(m)) d.marks = [...d.marks, m];
    d.changeIds = [...d.changeIds, changeId];
  };
  const record = (input: PlanChangeInput, label: string) => {
    const c: PlanChange = {
      ...input,
      id: `c${changes.length}`,
      createdDepartId: input.kind === 'create' ? `new${changes.length}` : '',
      authorId: 'u-admin',
      authorName: '张伟',
      time: '2026-11-26 09:00:00',
      label,
    };
    changes.push(c);
    return c;
  };
  let leaf = 0;
  const nextLeaf = () => leaves[(leaf += 17) % leaves.length];
  const name = (id: string) => depts.get(id)!.departName;
  for (let i = 0; i < 60; i++) {
    const parent = nextLeaf().id;
    const c = record(
      { kind: 'create', departName: `新部门${i}`, parentDepartId: parent },
      `在“${name(parent)}”下新建“新部门${i}”`,
    );
    depts.set(c.createdDepartId, {
      ...depts.get(parent)!,
      id: c.createdDepartId,
      departName: `新部门${i}`,
      parentDepartId: parent,
      supervisorId: '',
      supervisorName: '',
      before: null,
      marks: ['added'],
      members: { before: 0, after: 0 },
      total: { before: 0, after: 0 },
      changeIds: [c.id],
    });
  }
  for (let i = 0; i < 100; i++) {
    const d = nextLeaf();
    const c = record(
      { kind: 'rename', departId: d.id, departName: `${d.name}（新）` },
      `将“${d.name}”更名为“${d.name}（新）”`,
    );
    depts.get(d.id)!.departName = `${d.name}（新）`;
    mark(d.id, 'renamed', c.id);
  }
  for (let i = 0; i < 80; i++) {
    const d = nextLeaf();
    const to = seeds[1 + (i % 20)].id;
    const c = record({ kind: 'move', departId: d.id, parentDepartId: to }, `将“${name(d.id)}”调整到“${name(to)}”下`);
    depts.get(d.id)!.parentDepartId = to;
    mark(d.id, 'moved', c.id);
  }
  for (let i = 0; i < 40; i++) {
    const d = nextLeaf();
    const target = byId.get(d.parent)!.children.find((x) => x.id !== d.id)!;
    const c = record(
      { kind: 'merge', departId: d.id, targetId: target.id },
      `将“${name(d.id)}”合并到“${name(target.id)}”`,
    );
    Object.assign(depts.get(d.id)!, { gone: true, mergedInto: target.id });
    mark(d.id, 'merged', c.id);
    const t = depts.get(target.id)!;
    t.members = { before: t.members.before, after: t.members.after + PER_DEPT };
    t.total = { before: t.total.before, after: t.total.after + PER_DEPT };
    mark(target.id, 'members', c.id);
  }
  for (let i = 0; i < 20; i++) {
    const d = nextLeaf();
    const c = record({ kind: 'delete', departId: d.id }, `删除“${name(d.id)}”`);
    depts.get(d.id)!.gone = true;
    mark(d.id, 'deleted', c.id);
  }
  for (let i = 0; i < 50; i++) {
    const d = nextLeaf();
    const c = record({ kind: 'supervisor', departId: d.id, supervisorId: '' }, `将“${name(d.id)}”设为未设主管`);
    Object.assign(depts.get(d.id)!, { supervisorId: '', supervisorName: '' });
    mark(d.id, 'supervisor', c.id);
  }
  for (let i = 0; i < 150; i++) {
    const from = nextLeaf().id;
    const to = nextLeaf().id;
    const staffIds = [0, 1].map((k) => `u-${from}-${k}`);
    const c = record(
      { kind: 'moveStaff', staffIds, fromDepartId: from, toDepartId: to },
      `将2人从“${name(from)}”调到“${name(to)}”`,
    );
    for (const staffId of staffIds)
      people.push({
        staffId,
        name: `员工${staffId}`,
        beforeDepartIds: [from],
        afterDepartIds: [to],
        changeIds: [c.id],
      });
    mark(from, 'members', c.id);
    mark(to, 'members', c.id);
  }
  const at = '2026-11-26 09:00:00';
  return {
    plan: {
      id: 'p1',
      name: '2027年组织调整',
      note: '',
      status: 'draft',
      changeCount: changes.length,
      creatorId: 'u-admin',
      creatorName: '张伟',
      createTime: at,
      updaterId: 'u-admin',
      updaterName: '张伟',
      updateTime: at,
      appliedTime: '',
      appliedById: '',
      appliedByName: '',
      revertDeadline: '',
      revertedTime: '',
      changes,
    },
    departments: [...depts.values()],
    people,
    problems: [],
    scopeChanges: [],
  };
}

function countBelow(s: Seed): number {
  let n = 0;
  const stack = [...s.children];
  while (stack.length) {
    const c = stack.pop()!;
    n++;
    stack.push(...c.children);
  }
  return n;
}

/** A bare antd Tree given every department (what the chart would be without lib/org/shown-tree.ts). */
function baselineData() {
  const seeds = organisation();
  type N = { key: string; title: string; children: N[] };
  const nodes = new Map<string, N>(seeds.map((s) => [s.id, { key: s.id, title: s.name, children: [] }]));
  for (const s of seeds) if (s.parent !== '0') nodes.get(s.parent)!.children.push(nodes.get(s.id)!);
  return [nodes.get(seeds[0].id)!];
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

/** From `act` (a click) until `visible` holds: the wall time and the longest task; marked
 *  `<mark>:start`/`:end` for the harness's CPU time. */
async function step(mark: string, act: () => void, visible: () => boolean) {
  await wait(200);
  const watch = watchLongTasks();
  performance.mark(`${mark}:start`);
  const t = performance.now();
  // in a task of its own, after the mark: the trace then counts the click's task in its CPU time
  await new Promise<void>((done) =>
    setTimeout(() => {
      act();
      done();
    }, 0),
  );
  while (!visible()) {
    if (performance.now() - t > 10000) throw new Error(`${mark}: what it shows never appeared`);
    await nextPaint();
  }
  await nextPaint();
  const time = performance.now() - t;
  performance.mark(`${mark}:end`);
  return { time, task: await watch.stop() };
}

const rowWith = (host: HTMLElement, text: string) =>
  [...host.querySelectorAll<HTMLElement>('.ant-tree-treenode')].find((r) => r.textContent?.startsWith(text));

async function runEditor(data: PlanReview, run: number) {
  const host = document.createElement('div');
  document.getElementById('root')!.appendChild(host);
  const root = createRoot(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const first = data.departments[1];
  const mount = await step(
    `mount-${run}`,
    () =>
      flushSync(() =>
        root.render(
          <ConfigProvider locale={zhCN}>
            <QueryClientProvider client={client}>
              <PlanEditor review={data} />
            </QueryClientProvider>
          </ConfigProvider>,
        ),
      ),
    () => !!rowWith(host, first.departName),
  );
  const changed = await step(
    `changed-${run}`,
    () => host.querySelector<HTMLElement>('[role="switch"]')!.click(),
    // the way to the marked departments is open: their tags show in the first rows
    () => !!host.querySelector('.ant-tree .ant-tag'),
  );
  const all = await step(
    `all-${run}`,
    () => host.querySelector<HTMLElement>('[role="switch"]')!.click(),
    () => !host.querySelector('.ant-tree .ant-tag'),
  );
  const child = data.departments.find((d) => d.parentDepartId === first.id)!;
  const expand = await step(
    `expand-${run}`,
    () => rowWith(host, first.departName)!.querySelector<HTMLElement>('.ant-tree-switcher')!.click(),
    () => !!rowWith(host, child.departName),
  );
  const marked = data.departments.find((d) => d.parentDepartId === first.id && d.marks.length && !d.gone);
  const target = marked ?? child;
  const select = await step(
    `select-${run}`,
    () => rowWith(host, target.departName)!.querySelector<HTMLElement>('.ant-tree-node-content-wrapper')!.click(),
    () => !!host.querySelector(`section[aria-label="部门：${target.departName}"]`),
  );
  const merges = data.plan.changes.filter((c) => c.kind === 'merge');
  const filter = await step(
    `filter-${run}`,
    () =>
      [...host.querySelectorAll<HTMLElement>('.ant-segmented-item')].find((i) => i.textContent === '合并部门')!.click(),
    () => host.querySelector('ol[aria-label="调整项"]')?.textContent?.includes(merges[0].label) ?? false,
  );
  root.unmount();
  host.remove();
  return { mount, changed, all, expand, select, filter };
}

async function runBaseline(run: number) {
  const host = document.createElement('div');
  document.getElementById('root')!.appendChild(host);
  const root = createRoot(host);
  const data = baselineData();
  const first = data[0].children[0];
  const mount = await step(
    `base-mount-${run}`,
    () =>
      flushSync(() =>
        root.render(
          <ConfigProvider locale={zhCN}>
            <Tree blockNode showLine height={560} virtual treeData={data} defaultExpandedKeys={[data[0].key]} />
          </ConfigProvider>,
        ),
      ),
    () => !!rowWith(host, first.title),
  );
  const expand = await step(
    `base-expand-${run}`,
    () => rowWith(host, first.title)!.querySelector<HTMLElement>('.ant-tree-switcher')!.click(),
    () => !!rowWith(host, first.children[0].title),
  );
  root.unmount();
  host.remove();
  return { mount, expand };
}

async function run() {
  const data = review();
  if (data.plan.changes.length !== 500) throw new Error(`${data.plan.changes.length} changes, expected 500`);
  const results: Array<Record<string, number>> = [];
  for (let i = 0; i < 6; i++) {
    const e = await runEditor(data, i);
    const b = await runBaseline(i);
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(e)) Object.assign(out, { [k]: v.time, [`${k}Task`]: v.task });
    Object.assign(out, {
      baseMount: b.mount.time,
      baseMountTask: b.mount.task,
      baseExpand: b.expand.time,
      baseExpandTask: b.expand.task,
    });
    results.push(out);
  }
  (window as unknown as { __bench: unknown }).__bench = {
    departments: data.departments.length,
    changes: data.plan.changes.length,
    people: data.people.length,
    results,
  };
}

run().catch((e) => ((window as unknown as { __bench: unknown }).__bench = { error: String(e) }));
