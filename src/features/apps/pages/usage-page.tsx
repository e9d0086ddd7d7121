import { Segmented, Select, Space, Statistic, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { isWaiting } from '@/lib/query/list-subject';
import { useAppUsage, useApps } from '../api/queries';
import type { UsageDateType } from '../api/types';
import { PERIODS } from '../constants';
import { DepartsPanel, TrendPanel } from '../components/usage-panels';

/** /home/workbench_appUseSituation: one application's usage over one week, one month, half a year or
 *  one year (admin-modules §2, §9): totals, active users and opens over time, top departments, each
 *  chart with its numbers beside it. The application and period are kept in the address. */
export default function UsagePage() {
  const [params, setParams] = useSearchParams();
  const apps = useApps('');
  const list = apps.data ?? [];
  const id = params.get('id') || list[0]?.id || '';
  const dateType = (Number(params.get('dateType')) || 1) as UsageDateType;
  const usage = useAppUsage(id, dateType);
  const choose = (next: { id?: string; dateType?: UsageDateType }) =>
    setParams({ id: next.id ?? id, dateType: String(next.dateType ?? dateType) }, { replace: true });
  const data = usage.data;
  const perUser =
    data && data.totals.activeUsers ? Math.round((data.totals.opens / data.totals.activeUsers) * 10) / 10 : 0;

  return (
    <PageFrame
      toolbar={
        <Space wrap>
          <Select
            aria-label="选择应用"
            style={{ width: 200 }}
            showSearch
            optionFilterProp="label"
            loading={apps.isPending}
            value={id || undefined}
            placeholder="选择应用"
            options={list.map((a) => ({ value: a.id, label: a.enable ? a.name : `${a.name}（已停用）` }))}
            onChange={(v: string) => choose({ id: v })}
          />
          <Segmented<UsageDateType>
            aria-label="统计周期"
            value={dateType}
            options={PERIODS}
            onChange={(v) => choose({ dateType: v })}
          />
        </Space>
      }
      loading={apps.isPending || (!!id && usage.isPending)}
      error={
        (apps.isError && !apps.data ? apps.error : undefined) ??
        (usage.isError && !usage.data ? usage.error : undefined)
      }
      onRetry={() => void (apps.isError ? apps.refetch() : usage.refetch())}
      empty={!apps.isPending && !list.length}
      emptyText="暂无应用"
    >
      {data && (
        <div style={{ opacity: isWaiting(usage) ? 0.6 : 1 }} aria-busy={isWaiting(usage)}>
          <Space size={48} style={{ marginBottom: 24 }}>
            <Statistic title="活跃人数" value={data.totals.activeUsers} suffix="人" />
            <Statistic title="打开次数" value={data.totals.opens} suffix="次" />
            <Statistic title="人均打开" value={perUser} suffix="次" />
            <Statistic title="可见人数" value={data.totals.visibleCount} suffix="人" />
          </Space>
          <Typography.Title level={5}>
            活跃人数与打开次数（{PERIODS.find((p) => p.value === dateType)?.label}）
          </Typography.Title>
          <TrendPanel usage={data} />
          <Typography.Title level={5}>部门使用排行</Typography.Title>
          <DepartsPanel usage={data} />
        </div>
      )}
    </PageFrame>
  );
}
