import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { Button, Dropdown, Empty, Form, Input, Segmented, Space, Spin, Table, Tabs, Tag, Tree, Typography } from 'antd';

// What the large pages (组织架构, 组织架构调整, the lists) mount, one of each, with nothing in them.
const ROWS = [{ key: 'w', name: '—', more: '—' }];
const COLUMNS = [
  {
    title: '—',
    dataIndex: 'name',
    render: (text: string) => (
      <Space size={4}>
        <Button type="link" size="small">
          {text}
        </Button>
        <Tag>—</Tag>
      </Space>
    ),
  },
  { title: '—', dataIndex: 'more', ellipsis: true },
];
const TREE = [{ key: 'w', title: '—', children: [{ key: 'w1', title: '—' }] }];
const TABS = [{ key: 'w', label: '—' }];

/** Mounts the antd components of the large pages once, out of sight and out of the accessibility
 *  tree, while the browser is idle after the layout has shown, then asks to be removed (`onDone`):
 *  their styles are generated into the kept style cache (`app/kept-style-cache.ts`) and their code
 *  has run once, so the first visit of such a page does neither (docs/architecture.md "Where the
 *  large-seed waits go"). */
export default function WarmComponents({ onDone }: { onDone(): void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(onDone);
    return () => cancelAnimationFrame(frame);
  }, [onDone]);
  return createPortal(
    <div hidden aria-hidden inert>
      <Typography.Title level={5}>—</Typography.Title>
      <Tabs items={TABS} />
      <Form layout="inline">
        <Form.Item label="—">
          <Input.Search />
        </Form.Item>
      </Form>
      <Segmented options={['—', '–']} />
      <Dropdown menu={{ items: [] }}>
        <span>—</span>
      </Dropdown>
      <Spin spinning={false} />
      <Empty />
      <Table
        rowSelection={{}}
        columns={COLUMNS}
        dataSource={ROWS}
        size="middle"
        pagination={{ total: 50, showSizeChanger: true }}
      />
      <Tree blockNode virtual height={100} motion={{}} treeData={TREE} defaultExpandAll />
      <Tree blockNode showLine virtual height={100} treeData={TREE} defaultExpandAll />
    </div>,
    document.body,
  );
}
