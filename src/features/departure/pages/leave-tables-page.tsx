import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { DepartmentNames } from '@/components/department-names';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowSelection } from '@/components/list-kit/use-row-selection';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import type { Staff } from '@/lib/org/types';
import { useDeleteDeparted, useDepartedList } from '../api/queries';
import { RehireModal } from '../components/rehire-modal';

type Range = 'all' | '1' | '3' | '12';
const RANGES: Array<{ label: string; value: Range }> = [
  { label: '全部', value: 'all' },
  { label: '近一个月', value: '1' },
  { label: '近三个月', value: '3' },
  { label: '近一年', value: '12' },
];
const idOf = (p: Staff) => p.id;
const nameOf = (p: Staff) => p.name;

/** /home/organization/leave_tables: departed staff with time filters, search and delete. */
export default function LeaveTablesPage() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: 10, filters: { range: 'all' as Range } });
  const selection = useRowSelection(idOf, nameOf);
  const [rehiring, setRehiring] = useState<Staff | null>(null);
  const { range } = list.filters;
  const startTime = range === 'all' ? '' : dayjs().subtract(Number(range), 'month').format('YYYY-MM-DD 00:00:00');
  const query = useDepartedList({ keyWord: list.term, startTime, endTime: '', page: list.page, size: list.size });
  const remove = useDeleteDeparted({
    before: () => {
      toastSuccess('已删除');
      selection.clear();
    },
  });
  const removeOnce = useSubmitOnce();
  const askRemove = removeOnce.guard(async () => {
    const { keys } = selection;
    if (await confirmAction({ content: `确定删除选中的${keys.length}名离职员工吗？删除后不可恢复。`, danger: true }))
      await remove.mutateAsync(keys);
  });
  const toolbar = (
    <>
      <Segmented
        aria-label="离职时间"
        options={RANGES}
        value={range}
        onChange={(v) => list.setFilter('range', v as Range)}
      />
      <ListSearch list={list} label="搜索离职员工" placeholder="搜索姓名/手机号" width={200} />
      <Button type="primary" onClick={() => navigate('/home/organization/leave_person')}>
        办理离职
      </Button>
      <Button danger disabled={!selection.keys.length} loading={removeOnce.pending} onClick={() => void askRemove()}>
        批量删除
      </Button>
      <Button onClick={() => navigate('/home/organization')}>返回组织架构</Button>
    </>
  );
  return (
    <PageFrame toolbar={toolbar}>
      <ListTable<Staff>
        query={query}
        list={list}
        // the same words narrowed or not: a search that finds none, or the last one rehired
        emptyText="暂无离职员工"
        filteredEmptyText="暂无离职员工"
        unit="人"
        rowSelection={selection.table}
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
          actionsColumn<Staff>(
            110,
            (p) => p.name,
            (p) => [{ label: '重新入职', onClick: () => setRehiring(p) }],
            { key: 'actions' },
          ),
        ]}
      />
      {rehiring && <RehireModal person={rehiring} onClose={() => setRehiring(null)} />}
    </PageFrame>
  );
}
