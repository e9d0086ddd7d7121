import { useSearchParams } from 'react-router-dom';
import { Spin, Tabs } from 'antd';
import { useManageScope } from '@/lib/scope/scope-queries';
import { LiveChart } from '../components/live-chart';
import { PlanList } from '../components/plans/plan-list';
import { PLANS_TAB } from '../constants';

/** /home/organization_chart: 当前架构 (the live chart) and 调整方案 (the restructure plans, docs/assumed-contract.md
 *  "Restructure plans"). The tab is kept in the URL, so a reload and the back button keep it. A scoped
 *  administrator has no 调整方案: a reorganisation spans the enterprise. */
export default function OrgChartPage() {
  const [query, setQuery] = useSearchParams();
  const scope = useManageScope();
  const wantsPlans = query.get('tab') === PLANS_TAB;
  if (wantsPlans && !scope)
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  const plansAllowed = scope?.type === 'all';
  const active = wantsPlans && plansAllowed ? PLANS_TAB : 'live';
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setQuery(key === PLANS_TAB ? { tab: PLANS_TAB } : {})}
      destroyOnHidden
      items={[
        { key: 'live', label: '当前架构', children: <LiveChart /> },
        ...(plansAllowed ? [{ key: PLANS_TAB, label: '调整方案', children: <PlanList /> }] : []),
      ]}
    />
  );
}
