import { useState } from 'react';
import { Button, DatePicker, Input, Select, Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { PageFrame } from '@/components/page-frame';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { exportChanges, fetchFunctionModules, searchChanges, type ChangeEntry } from '../api/changelog-api';

/** /home/log_management: every administrative change, searchable and exportable. */
export default function LogManagementPage() {
  const [keywordText, setKeywordText] = useState('');
  const [nameText, setNameText] = useState('');
  const [date, setDate] = useState<Dayjs | null>(null);
  const [typeId, setTypeId] = useState<string>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [exporting, setExporting] = useState(false);
  const keyword = useDebouncedValue(keywordText.trim());
  const name = useDebouncedValue(nameText.trim());
  const query = { keyword, name, operationDate: date ? date.format('YYYY-MM-DD') : '', operationTypeId: typeId ?? '', ...paging };
  const types = useQuery({ queryKey: ['changelog', 'types'], queryFn: ({ signal }) => fetchFunctionModules(signal), staleTime: 300_000 });
  const list = useQuery({ queryKey: ['changelog', 'list', query], queryFn: ({ signal }) => searchChanges(query, signal), placeholderData: keepPreviousData, staleTime: 0 });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const ids = selected.length ? selected : (list.data?.list ?? []).map((r) => r.id);

  const toolbar = (
    <>
      <Input.Search allowClear placeholder="搜索操作内容" aria-label="搜索操作内容" style={{ width: 200 }} value={keywordText} onChange={(e) => { setKeywordText(e.target.value); first(); }} />
      <DatePicker placeholder="操作日期" aria-label="操作日期" value={date} onChange={(d) => { setDate(d); first(); }} />
      <Select allowClear placeholder="操作类型" aria-label="操作类型" style={{ width: 140 }} value={typeId} loading={types.isLoading} onChange={(v) => { setTypeId(v); first(); }}
        options={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))} />
      <Input allowClear placeholder="操作人" aria-label="操作人" style={{ width: 120 }} value={nameText} onChange={(e) => { setNameText(e.target.value); first(); }} />
      <Button disabled={!ids.length} loading={exporting} onClick={() => { setExporting(true); exportChanges(ids).catch(() => undefined).finally(() => setExporting(false)); }}>
        {selected.length ? `导出所选（${selected.length}）` : '导出本页'}
      </Button>
    </>
  );
  return (
    <PageFrame toolbar={toolbar} error={list.isError && !list.data ? list.error : undefined} onRetry={() => void list.refetch()}>
      <Table<ChangeEntry>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无变更记录' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (k) => setSelected(k.map(String)), preserveSelectedRowKeys: true }}
        pagination={{ current: paging.page, pageSize: paging.size, total: list.data?.total ?? 0, showSizeChanger: true, showTotal: (t) => `共 ${t} 条`, onChange: (page, size) => setPaging({ page, size }) }}
        columns={[
          { title: '操作时间', dataIndex: 'creatDate', width: 190 },
          { title: '操作类型', dataIndex: 'operationType', width: 130 },
          { title: '操作人', dataIndex: 'name', width: 120 },
          { title: '操作内容', dataIndex: 'keyword' },
        ]}
      />
    </PageFrame>
  );
}
