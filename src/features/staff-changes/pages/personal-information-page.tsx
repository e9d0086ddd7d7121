import { useMemo, useState } from 'react';
import { DatePicker, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { SavedPersonRef } from '@/components/directory/saved-person-ref';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import type { ProfileChange } from '../api/staff-changes-api';
import { useDepartUsers, useProfileChanges } from '../api/queries';
import { CLEARABLE } from '@/components/clearable';

/** /home/personal_information: the profile changes of staff, by department, person, keyword and date. */
export default function PersonalInformationPage() {
  const [departId, setDepartId] = useState<string>();
  const [userId, setUserId] = useState<string>();
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const departs = useDepartUsers();
  const people = useMemo(() => departs.data?.find((d) => d.id === departId)?.users ?? [], [departs.data, departId]);
  const q = {
    departId,
    userId,
    keyword,
    startTime: range?.[0]?.format('YYYY-MM-DD') ?? '',
    endTime: range?.[1]?.format('YYYY-MM-DD') ?? '',
    ...paging,
  };
  const list = useProfileChanges(q);
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const toolbar = (
    <>
      <Select
        allowClear={CLEARABLE}
        showSearch={{ optionFilterProp: 'label' }}
        virtual
        placeholder="部门"
        aria-label="部门"
        style={{ width: 180 }}
        loading={departs.isLoading}
        value={departId}
        onChange={(v) => {
          setDepartId(v);
          setUserId(undefined);
          first();
        }}
        options={(departs.data ?? []).map((d) => ({ value: d.id, label: d.departName }))}
      />
      <Select
        allowClear={CLEARABLE}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="员工"
        aria-label="员工"
        style={{ width: 140 }}
        disabled={!departId}
        value={userId}
        onChange={(v) => {
          setUserId(v);
          first();
        }}
        options={people.map((p) => ({ value: p.id, label: p.status === 'departure' ? `${p.name}（已离职）` : p.name }))}
      />
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/变更内容"
        aria-label="搜索变更"
        style={{ width: 200 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          first();
        }}
      />
      <DatePicker.RangePicker
        aria-label="变更日期"
        value={range}
        onChange={(v) => {
          setRange(v);
          first();
        }}
      />
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<ProfileChange>
        rowKey="id"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无变更记录' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          {
            title: '员工',
            dataIndex: 'staffName',
            render: (name: string, r) => <SavedPersonRef userId={r.staffId} name={name} />,
          },
          { title: '变更项', dataIndex: 'fieldLabel' },
          { title: '变更前', dataIndex: 'oldValue', render: (v: string) => v || '-' },
          { title: '变更后', dataIndex: 'newValue', render: (v: string) => v || '-' },
          { title: '操作人', dataIndex: 'operator' },
          { title: '变更时间', dataIndex: 'changeTime' },
        ]}
      />
    </PageFrame>
  );
}
