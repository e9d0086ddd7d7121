import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { DayRangePicker } from '@/components/day-range-picker';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { SavedPersonRef } from '@/components/directory/saved-person-ref';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { EntryDetail } from '../components/entry-detail';
import { useChangeList, useFunctionModules } from '../api/queries';
import { exportChanges, fetchChangeIds, type ChangeEntry, type ChangeFilter } from '../api/changelog-api';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

/** The search's operationDate: '' for any day, else [start, end] (an open end as ''). */
function dateRange(range: PickedRange): ChangeFilter['operationDate'] {
  const { startDate, endDate } = dayRange(range);
  return startDate || endDate ? [startDate, endDate] : '';
}

type Filters = { range: PickedRange; typeId: string | undefined; nameText: string };

/** Everyone and everything an entry touched, in full (its text shortens a long list). */
const touched = (row: ChangeEntry) => [...row.people, ...row.objects].join('、') || undefined;

/** /home/log_management: every administrative change, searchable and exportable. */
export default function LogManagementPage() {
  // the person's name is a second search box: a filter of the list state, settling like the first
  const list = useListState<Filters>({ pageSize: 10, filters: { range: null, typeId: undefined, nameText: '' } });
  const { range, typeId, nameText } = list.filters;
  const name = useDebouncedValue(nameText.trim());
  const [selected, setSelected] = useState<string[]>([]);
  const exporting = useSubmitOnce();
  const filter: ChangeFilter = {
    keyword: list.term,
    name,
    operationDate: dateRange(range),
    operationTypeId: typeId ?? '',
  };
  // what the call asks with narrows it (a name of spaces does not)
  const filtered = !!(filter.keyword || name || filter.operationDate || filter.operationTypeId);
  const types = useFunctionModules();
  const changes = useChangeList({ ...filter, page: list.page, size: list.size });
  const total = changes.data?.total ?? 0;
  // the selection, else every entry the filter matches (all pages, not only this one)
  const exportIds = async () => exportChanges(selected.length ? selected : await fetchChangeIds(filter));

  const toolbar = (
    <>
      <ListSearch list={list} label="搜索操作内容" placeholder="搜索操作内容" width={200} />
      <DayRangePicker label="操作日期" value={range} onChange={(v) => list.setFilter('range', v)} />
      <Select
        allowClear={CLEARABLE}
        placeholder="操作类型"
        aria-label="操作类型"
        style={{ width: 140 }}
        value={typeId}
        loading={types.isLoading}
        onChange={(v) => list.setFilter('typeId', v)}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      />
      <Input
        allowClear={CLEARABLE}
        placeholder="人员姓名"
        aria-label="人员姓名"
        title="操作人或被操作的人员"
        style={{ width: 120 }}
        value={nameText}
        onChange={(e) => list.setFilter('nameText', e.target.value)}
      />
      <Button
        disabled={!(selected.length || total) || changes.isFetching}
        loading={exporting.pending}
        onClick={exporting.guard(exportIds)}
      >
        {selected.length ? `导出所选（${selected.length}）` : `${filtered ? '导出筛选结果' : '导出全部'}（${total}）`}
      </Button>
    </>
  );
  return (
    <PageFrame toolbar={toolbar}>
      <ListTable<ChangeEntry>
        query={changes}
        list={list}
        emptyText="暂无变更记录"
        // as before the list kit: a search that finds none reads 暂无变更记录 too
        filteredEmptyText="暂无变更记录"
        expandable={{
          rowExpandable: (row) => row.changes.length > 0 || row.personIds.length > 0,
          expandedRowRender: (row) => <EntryDetail row={row} />,
        }}
        rowSelection={namedSelection(
          { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true },
          (e) => `${e.creatDate} ${e.operationType}`,
        )}
        columns={[
          { title: '操作时间', dataIndex: 'creatDate', width: 190 },
          { title: '操作类型', dataIndex: 'operationType', width: 130 },
          {
            title: '操作人',
            dataIndex: 'name',
            width: 120,
            render: (name: string, row) => <SavedPersonRef lenovoId={row.lenovoId} name={name} />,
          },
          {
            title: '操作内容',
            dataIndex: 'keyword',
            render: (text: string, row) => <span title={touched(row)}>{text}</span>,
          },
        ]}
      />
    </PageFrame>
  );
}
