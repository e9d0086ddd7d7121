import { Button, Card, Col, Row, Statistic, theme, Typography } from 'antd';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { PageFrame } from '@/components/page-frame';
import { DayRangePicker } from '@/components/day-range-picker';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { dayRange, type PickedRange } from '@/lib/format/day-range';
import { useAuthorization, useLicenceLogin, useUserUsage } from '../api/queries';
import { exportUserUsage } from '../api/licences-api';
import type { LicenceUsage, UsageFilter } from '../api/types';

/** /home/workbench_orderListManagement/licences: the office-suite licences left, prominently, and each
 *  holder's use, server-paged with days and a search, exported with the same filters. The use is
 *  history: someone who has left reads 已离职 / 已删除 (docs/product.md Part D §1). */
export default function LicencesPage() {
  const { token } = theme.useToken();
  const list = useListState({ pageSize: 10, filters: { range: null as PickedRange } });
  const exporting = useSubmitOnce();
  const filter: UsageFilter = { ...dayRange(list.filters.range), keyword: list.term };
  const login = useLicenceLogin();
  const ready = login.isSuccess;
  const grant = useAuthorization(ready);
  const usage = useUserUsage({ ...filter, page: list.page, size: list.size }, ready);
  const total = usage.data?.total ?? 0;
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
      <DayRangePicker label="使用日期" value={list.filters.range} onChange={(v) => list.setFilter('range', v)} />
      <ListSearch list={list} label="搜索姓名或部门" placeholder="搜索姓名或部门" width={200} />
      <Button
        disabled={!total || isWaiting(usage)}
        loading={exporting.pending}
        onClick={exporting.guard(() => exportUserUsage(filter))}
      >
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
      <ListTable<LicenceUsage>
        rowKey="lenovoId"
        query={usage}
        list={list}
        waitingFor={login.isPending}
        subject="使用记录"
        unit="人"
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
