import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Button, ConfigProvider, Space, Table, Tag, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import zhCN from 'antd/locale/zh_CN';

// The baseline of scripts/bench-scale.mjs: a bare antd Tree of 10,000 departments (virtual, the
// organisation page's height) and a bare antd Table paging 50,000 staff rows ten at a time, with
// the staff panel's columns, selection and pager. Run in the same browser as the console, one
// sample when asked (window.__benchSample).
const DEPARTMENTS = 10000;
const STAFF = 50000;

function treeData(): DataNode[] {
  let n = 0;
  const node = (title: string): DataNode & { children: DataNode[] } => ({
    key: `d${n++}`,
    title: `${title} (${n})`,
    children: [],
  });
  const root = node('联创未来科技有限公司');
  let frontier = [root];
  for (let level = 0; n < DEPARTMENTS; level++) {
    const next: Array<DataNode & { children: DataNode[] }> = [];
    for (const p of frontier) {
      for (let k = 1; k <= (level === 0 ? 20 : level === 1 ? 10 : 8) && n < DEPARTMENTS; k++) {
        const c = node(`部门${level}-${k}`);
        p.children.push(c);
        next.push(c);
      }
    }
    frontier = next;
  }
  return [root];
}

interface Row {
  id: string;
  name: string;
  telephone: string;
  email: string;
  position: string;
  depart: string;
}
const rows: Row[] = Array.from({ length: STAFF }, (_, i) => ({
  id: `u${i}`,
  name: `员工${i + 1}`,
  telephone: `138${String(i).padStart(8, '0')}`,
  email: `u${i}@lianchuang.example`,
  position: '工程师',
  depart: `部门${i % 500}`,
}));
const columns = [
  {
    title: '姓名',
    dataIndex: 'name',
    render: (v: string) => (
      <Space size={4}>
        <Button type="link" size="small" style={{ padding: 0 }}>
          {v}
        </Button>
        <Tag color="orange">未激活</Tag>
      </Space>
    ),
  },
  { title: '手机号', dataIndex: 'telephone' },
  { title: '邮箱', dataIndex: 'email', ellipsis: true },
  { title: '职位', dataIndex: 'position', ellipsis: true },
  { title: '部门', dataIndex: 'depart', ellipsis: true },
  {
    title: '操作',
    key: 'actions',
    width: 110,
    render: () => (
      <Space size={0}>
        <Button type="link" size="small">
          编辑
        </Button>
        <Button type="link" size="small">
          离职
        </Button>
      </Space>
    ),
  },
];

const nextPaint = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

function Baseline({ tree }: { tree: DataNode[] }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 20 }}>
      <Tree blockNode height={520} virtual motion={{}} treeData={tree} defaultExpandedKeys={[tree[0].key]} />
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        rowSelection={{}}
        pagination={{ pageSize: 10, showSizeChanger: true, showTotal: (t) => `共 ${t} 人` }}
      />
    </div>
  );
}

interface Sample {
  render: number;
  tree: number;
  page: number;
}

const tree = treeData();

/** Mounts `node` in a host of its own at once (flushSync) and times it to the next paint. */
async function mountTimed(node: ReactNode) {
  const host = document.createElement('div');
  document.getElementById('root')!.appendChild(host);
  const root = createRoot(host);
  const t = performance.now();
  flushSync(() => root.render(<ConfigProvider locale={zhCN}>{node}</ConfigProvider>));
  await nextPaint();
  const ms = performance.now() - t;
  const remove = () => {
    root.unmount();
    host.remove();
  };
  return { ms, host, remove };
}

/** One sample: the Tree + Table mounted, three next pages, then the tree alone, as the org chart
 *  shows it. scripts/bench-scale.mjs takes one at the start (the fresh page's first mount) and one
 *  after each of the console's runs, so that a slower spell of the machine weighs on both alike. */
async function sample(): Promise<Sample> {
  const both = await mountTimed(<Baseline tree={tree} />);
  await wait(200);
  let page = 0;
  for (let p = 0; p < 3; p++) {
    const first = both.host.querySelector('.ant-table-row')?.getAttribute('data-row-key');
    const t = performance.now();
    flushSync(() =>
      both.host.querySelector<HTMLElement>('.ant-pagination-next button, li.ant-pagination-next')!.click(),
    );
    await nextPaint();
    page += (performance.now() - t) / 3;
    if (both.host.querySelector('.ant-table-row')?.getAttribute('data-row-key') === first)
      throw new Error('the next page did not show');
    await wait(100);
  }
  both.remove();
  const alone = await mountTimed(
    <Tree blockNode showLine height={560} virtual treeData={tree} defaultExpandedKeys={[tree[0].key]} />,
  );
  alone.remove();
  await wait(100);
  return { render: both.ms, tree: alone.ms, page };
}

(window as unknown as { __benchSample: () => Promise<Sample> }).__benchSample = sample;
