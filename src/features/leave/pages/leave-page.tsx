import { useState } from 'react';
import { Tabs } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { BalancesPanel } from '../components/balances-panel';
import { LeaveTypesPanel } from '../components/leave-types-panel';

/** /home/leave_management: leave types and the balances of each person (admin-modules §2, §7 "Leave"). */
export default function LeavePage() {
  const [tab, setTab] = useState('balances');
  return (
    <PageFrame>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'balances', label: '假期余额', children: <BalancesPanel /> },
          { key: 'types', label: '假期类型', children: <LeaveTypesPanel /> },
        ]}
      />
    </PageFrame>
  );
}
