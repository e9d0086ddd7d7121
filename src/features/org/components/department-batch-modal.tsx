import { useState } from 'react';
import { Button, Input, Modal, Space, Table, Tag } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { batchDepartments } from '../api/org-api';
import { useDepartSearch, useOrgMutation } from '../api/queries';
import type { DepartSearchRow } from '../api/types';
import { FAIL } from '../constants';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

type BatchAction = { isDelete: boolean; isEnable?: boolean };
const BATCH: Array<[label: string, action: BatchAction]> = [
  ['启用', { isDelete: false, isEnable: true }],
  ['停用', { isDelete: false, isEnable: false }],
  ['删除', { isDelete: true }],
];

/** Batch delete, enable and disable of departments (/depart/batch), found with /depart/searchDepart. */
export function DepartmentBatchModal({ onClose }: { onClose(): void }) {
  const [name, setName] = useState('');
  const [supervisor, setSupervisor] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const q = {
    departName: useDebouncedValue(name.trim()),
    supervisorName: useDebouncedValue(supervisor.trim()),
    page,
    size: 10,
  };
  const list = useDepartSearch(q, true);
  const batch = useOrgMutation(
    (a: BatchAction) => batchDepartments(selected, a),
    { ok: '批量操作成功', fail: FAIL.batch },
    { lifecycle: true },
  );
  const submitOnce = useSubmitOnce();
  const run = submitOnce.guard(async (label: string, a: BatchAction) => {
    if (!(await confirmAction({ content: `确定${label}选中的${selected.length}个部门吗？`, danger: a.isDelete })))
      return;
    await batch.mutateAsync(a);
    setSelected([]);
  });
  const filters: Array<[string, string, (v: string) => void]> = [
    ['部门名称', name, setName],
    ['主管姓名', supervisor, setSupervisor],
  ];
  return (
    <Modal open title="部门管理" width={820} footer={<Button onClick={onClose}>关闭</Button>} onCancel={onClose}>
      <Space wrap style={{ marginBottom: 12 }}>
        {filters.map(([label, value, set]) => (
          <Input
            key={label}
            allowClear={CLEARABLE}
            placeholder={label}
            aria-label={label}
            value={value}
            onChange={(e) => {
              set(e.target.value);
              setPage(1);
            }}
          />
        ))}
        {BATCH.map(([label, action]) => (
          <Button
            key={label}
            danger={action.isDelete}
            disabled={!selected.length}
            loading={submitOnce.pending}
            onClick={() => void run(label, action)}
          >
            {`批量${label}`}
          </Button>
        ))}
      </Space>
      <Table<DepartSearchRow>
        rowKey="id"
        size="small"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        rowSelection={namedSelection(
          {
            selectedRowKeys: selected,
            onChange: (keys) => setSelected(keys.map(String)),
            preserveSelectedRowKeys: true,
            getCheckboxProps: (d) => ({ disabled: d.parentDepartId === '0' }),
          },
          (d) => d.departName,
        )}
        pagination={{
          current: page,
          total: list.data?.total ?? 0,
          pageSize: 10,
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: '部门名称', dataIndex: 'departName' },
          { title: '上级部门', dataIndex: 'path', render: (p: string) => p || '-' },
          {
            title: '主管',
            dataIndex: 'supervisorName',
            render: (s: string, d) =>
              d.departSupervisorId ? <PersonRef userId={d.departSupervisorId} name={s} /> : '-',
          },
          {
            title: '人数',
            dataIndex: 'memberTotal',
            render: (total: number, d) => (total === d.departSum ? total : `${total}（直属${d.departSum}）`),
          },
          {
            title: '状态',
            dataIndex: 'enable',
            render: (e: boolean) => (e ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
        ]}
      />
    </Modal>
  );
}
