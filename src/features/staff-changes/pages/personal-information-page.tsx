import { useMemo } from 'react';
import { DatePicker, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { SavedPersonRef } from '@/components/directory/saved-person-ref';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import type { ProfileChange } from '../api/staff-changes-api';
import { useDepartUsers, useProfileChanges } from '../api/queries';
import { CLEARABLE } from '@/components/clearable';

const START = {
  departId: undefined as string | undefined,
  userId: undefined as string | undefined,
  range: null as [Dayjs | null, Dayjs | null] | null,
};

/** /home/personal_information: the profile changes of staff, by department, person, keyword and date. */
export default function PersonalInformationPage() {
  const list = useListState({ pageSize: 10, filters: START });
  const { departId, userId, range } = list.filters;
  const departs = useDepartUsers();
  const people = useMemo(() => departs.data?.find((d) => d.id === departId)?.users ?? [], [departs.data, departId]);
  const query = useProfileChanges({
    departId,
    userId,
    keyword: list.term,
    startTime: range?.[0]?.format('YYYY-MM-DD') ?? '',
    endTime: range?.[1]?.format('YYYY-MM-DD') ?? '',
    page: list.page,
    size: list.size,
  });
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
          list.setFilter('departId', v);
          // the person chosen belongs to the department before
          list.setFilter('userId', undefined);
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
        onChange={(v) => list.setFilter('userId', v)}
        options={people.map((p) => ({ value: p.id, label: p.status === 'departure' ? `${p.name}（已离职）` : p.name }))}
      />
      <ListSearch list={list} label="搜索变更" placeholder="搜索姓名/变更内容" width={200} />
      <DatePicker.RangePicker aria-label="变更日期" value={range} onChange={(v) => list.setFilter('range', v)} />
    </>
  );
  return (
    <PageFrame toolbar={toolbar}>
      <ListTable<ProfileChange>
        query={query}
        list={list}
        subject="变更记录"
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
