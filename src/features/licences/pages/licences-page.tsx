import { useState } from 'react';
import { Button, Card, Col, DatePicker, Input, Row, Statistic, Table, theme, Typography } from 'antd';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { PageFrame } from '@/components/page-frame';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { useAuthorization, useLicenceLogin, useUserUsage } from '../api/queries';
import { exportUserUsage } from '../api/licences-api';
import type { LicenceUsage, UsageFilter } from '../api/types';
import { CLEARABLE } from '@/components/clearable';

/** /home/workbench_orderListManagement/licences: the office-suite licences left, prominently, and each
 *  holder's use, server-paged with days and a search, exported with the same filters. The use is
 *  history: someone who has left reads 已离职 / 已删除 (docs/product.md Part D §1). */
export default function LicencesPage() {
  const { token } = theme.useToken();
  const [range, setRange] = useState<PickedRange>(null);
  const [text, setText] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [exporting, setExporting] = useState(false);
  const keyword = useDebouncedValue(text.trim());
  const filter: UsageFilter = { ...dayRange(range), keyword };
  const login = useLicenceLogin();
  const ready = login.isSuccess;
  const grant = useAuthorization(ready);
  const usage = useUserUsage({ ...filter, ...paging }, ready);
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const total = usage.data?.total ?? 0;
  const startExport = () => {
    setExporting(true);
    exportUserUsage(filter)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  const failed =
    (login.isError && login.error) ||
    (grant.isError && !grant.data && grant.error) ||
    (usage.isError && !usage.data && usage.error) ||
    undefined;
  // the service's session may be gone (OFFICE_0001): sign in again, then ask again
  const retry = () =>
    void login.refetch().then((r) => (r.isSuccess ? Promise.all([grant.refetch(), usage.refetch()]) : undefined));
  const g = grant.data;

  const toolbar = (
    <>
      <DatePicker.RangePicker
        aria-label="使用日期"
        placeholder={['开始日期', '结束日期']}
        allowEmpty={[true, true]}
        value={range}
        onChange={(v) => {
          setRange(v);
          first();
        }}
      />
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名或部门"
        aria-label="搜索姓名或部门"
        style={{ width: 200 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          first();
        }}
      />
      <Button disabled={!total || isWaiting(usage)} loading={exporting} onClick={startExport}>
        导出
      </Button>
    </>
  );
  return (
    <PageFrame heading="办公套件授权" toolbar={toolbar} error={failed} onRetry={retry}>
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col xs={24} md={8}>
          <Card size="small" loading={!g}>
            <Statistic
              title="剩余授权"
              value={g?.remaining}
              suffix="个"
              styles={{
                content: { fontSize: 36, color: g && g.remaining <= 5 ? token.colorError : token.colorPrimary },
              }}
            />
          </Card>
        </Col>
        <Col xs={8} md={5}>
          <Card size="small" loading={!g}>
            <Statistic title="授权总数" value={g?.total} suffix="个" />
          </Card>
        </Col>
        <Col xs={8} md={5}>
          <Card size="small" loading={!g}>
            <Statistic title="已使用" value={g?.used} suffix="个" />
          </Card>
        </Col>
        <Col xs={8} md={6}>
          <Card size="small" loading={!g}>
            <Statistic title="到期日期" value={g?.expireDate} />
          </Card>
        </Col>
      </Row>
      {login.data && (
        <Typography.Paragraph type="secondary">
          {login.data.productName} · {login.data.account}
        </Typography.Paragraph>
      )}
      <Table<LicenceUsage>
        rowKey="lenovoId"
        loading={isWaiting(usage) || login.isPending}
        dataSource={usage.data?.list ?? []}
        locale={{ emptyText: usage.isPending ? ' ' : '暂无使用记录' }}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          {
            title: '姓名',
            key: 'name',
            width: 120,
            render: (_v, r) => <PersonRef lenovoId={r.lenovoId} name={r.name} />,
          },
          {
            title: '部门',
            dataIndex: 'departmentList',
            render: (list: LicenceUsage['departmentList']) => <DepartmentNames list={list} />,
          },
          { title: '使用天数', dataIndex: 'useDays', width: 100, align: 'right' },
          { title: '使用时长（分钟）', dataIndex: 'minutes', width: 150, align: 'right' },
          { title: '最近使用日期', dataIndex: 'lastUseDate', width: 140 },
        ]}
      />
    </PageFrame>
  );
}
