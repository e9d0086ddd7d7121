import { useState } from 'react';
import { Button, Input, Segmented, Table } from 'antd';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { DepartmentNames } from '@/components/department-names';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import type { Staff } from '@/lib/org/types';
import { isWaiting } from '@/lib/query/list-subject';
import { useDeleteDeparted, useDepartedList } from '../api/queries';
import { RehireModal } from '../components/rehire-modal';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

type Range = 'all' | '1' | '3' | '12';
const RANGES: Array<{ label: string; value: Range }> = [
  { label: '全部', value: 'all' },
  { label: '近一个月', value: '1' },
  { label: '近三个月', value: '3' },
  { label: '近一年', value: '12' },
];

/** /home/organization/leave_tables: departed staff with time filters, search and delete. */
export default function LeaveTablesPage() {
  const navigate = useNavigate();
  const [range, setRange] = useState<Range>('all');
  const [text, setText] = useState('');
  const keyWord = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [rehiring, setRehiring] = useState<Staff | null>(null);
  const startTime = range === 'all' ? '' : dayjs().subtract(Number(range), 'month').format('YYYY-MM-DD 00:00:00');
  const q = { keyWord, startTime, endTime: '', ...paging };
  const list = useDepartedList(q);
  const remove = useDeleteDeparted({
    before: () => {
      toastSuccess('已删除');
      setSelected([]);
    },
  });
  const removeOnce = useSubmitOnce();
  const askRemove = removeOnce.guard(async () => {
    if (
      await confirmAction({ content: `确定删除选中的${selected.length}名离职员工吗？删除后不可恢复。`, danger: true })
    )
      await remove.mutateAsync(selected);
  });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const toolbar = (
    <>
      <Segmented
        aria-label="离职时间"
        options={RANGES}
        value={range}
        onChange={(v) => {
          setRange(v as Range);
          first();
        }}
      />
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/手机号"
        aria-label="搜索离职员工"
        style={{ width: 200 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          first();
        }}
      />
      <Button type="primary" onClick={() => navigate('/home/organization/leave_person')}>
        办理离职
      </Button>
      <Button danger disabled={!selected.length} loading={removeOnce.pending} onClick={() => void askRemove()}>
        批量删除
      </Button>
      <Button onClick={() => navigate('/home/organization')}>返回组织架构</Button>
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<Staff>
        rowKey="id"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无离职员工' }}
        rowSelection={namedSelection(
          { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true },
          (p) => p.name,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '职位', dataIndex: 'position' },
          {
            title: '原部门',
            dataIndex: 'departmentList',
            render: (l: Staff['departmentList']) => <DepartmentNames list={l} />,
          },
          { title: '离职时间', dataIndex: 'departureTime' },
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_v, p) => (
              <Button type="link" size="small" aria-label={`重新入职${p.name}`} onClick={() => setRehiring(p)}>
                重新入职
              </Button>
            ),
          },
        ]}
      />
      {rehiring && <RehireModal person={rehiring} onClose={() => setRehiring(null)} />}
    </PageFrame>
  );
}
