import { useState } from 'react';
import { Button, DatePicker, Input, Select, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { SavedPersonRef } from '@/components/directory/saved-person-ref';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { EntryDetail } from '../components/entry-detail';
import { useChangeList, useFunctionModules } from '../api/queries';
import { exportChanges, fetchChangeIds, type ChangeEntry, type ChangeFilter } from '../api/changelog-api';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

/** The search's operationDate: '' for any day, else [start, end] (an open end as ''). */
function dateRange(range: [Dayjs | null, Dayjs | null] | null): ChangeFilter['operationDate'] {
  const [start, end] = (range ?? [null, null]).map((d) => d?.format('YYYY-MM-DD') ?? '');
  return start || end ? [start, end] : '';
}

/** Everyone and everything an entry touched, in full (its text shortens a long list). */
const touched = (row: ChangeEntry) => [...row.people, ...row.objects].join('、') || undefined;

/** /home/log_management: every administrative change, searchable and exportable. */
export default function LogManagementPage() {
  const [keywordText, setKeywordText] = useState('');
  const [nameText, setNameText] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [typeId, setTypeId] = useState<string>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const keyword = useDebouncedValue(keywordText.trim());
  const name = useDebouncedValue(nameText.trim());
  const filter: ChangeFilter = { keyword, name, operationDate: dateRange(range), operationTypeId: typeId ?? '' };
  const query = { ...filter, ...paging };
  const filtered = !!(keyword || name || filter.operationDate || filter.operationTypeId);
  const types = useFunctionModules();
  const list = useChangeList(query);
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const total = list.data?.total ?? 0;
  // the selection, else every entry the filter matches (all pages, not only this one)
  const exportIds = () => (selected.length ? Promise.resolve(selected) : fetchChangeIds(filter));
  const startExport = () => {
    setExporting(true);
    exportIds()
      .then((ids) => exportChanges(ids))
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };

  const toolbar = (
    <>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索操作内容"
        aria-label="搜索操作内容"
        style={{ width: 200 }}
        value={keywordText}
        onChange={(e) => {
          setKeywordText(e.target.value);
          first();
        }}
      />
      <DatePicker.RangePicker
        aria-label="操作日期"
        placeholder={['开始日期', '结束日期']}
        allowEmpty={[true, true]}
        value={range}
        onChange={(v) => {
          setRange(v);
          first();
        }}
      />
      <Select
        allowClear={CLEARABLE}
        placeholder="操作类型"
        aria-label="操作类型"
        style={{ width: 140 }}
        value={typeId}
        loading={types.isLoading}
        onChange={(v) => {
          setTypeId(v);
          first();
        }}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
      />
      <Input
        allowClear={CLEARABLE}
        placeholder="人员姓名"
        aria-label="人员姓名"
        title="操作人或被操作的人员"
        style={{ width: 120 }}
        value={nameText}
        onChange={(e) => {
          setNameText(e.target.value);
          first();
        }}
      />
      <Button disabled={!(selected.length || total) || list.isFetching} loading={exporting} onClick={startExport}>
        {selected.length ? `导出所选（${selected.length}）` : `${filtered ? '导出筛选结果' : '导出全部'}（${total}）`}
      </Button>
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<ChangeEntry>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无变更记录' }}
        expandable={{
          rowExpandable: (row) => row.changes.length > 0 || row.personIds.length > 0,
          expandedRowRender: (row) => <EntryDetail row={row} />,
        }}
        rowSelection={namedSelection(
          { selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true },
          (e) => `${e.creatDate} ${e.operationType}`,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
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
