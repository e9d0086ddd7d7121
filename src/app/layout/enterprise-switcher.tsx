import { useState } from 'react';
import { Dropdown, Button, Spin } from 'antd';
import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { queryClient } from '@/lib/query/query-client';
import { toastSuccess } from '@/lib/feedback/toast';
import { listAdminEnterprises, switchEnterprise } from '@/features/login/api/enterprise-api';
import { useReloadView } from '../reload-view';

/** Header control: the current enterprise, and a switch to another the user administers. */
export function EnterpriseSwitcher() {
  const enterprise = useSession((s) => s.enterprise);
  const navigate = useNavigate();
  const reloadView = useReloadView();
  const [open, setOpen] = useState(false);
  const [switching, setSwitching] = useState(false);
  const list = useQuery({
    queryKey: ['login', 'admin-enterprises'],
    queryFn: ({ signal }) => listAdminEnterprises(signal),
    enabled: open,
  });

  async function choose(enterpriseNumber: string) {
    if (enterpriseNumber === enterprise?.enterpriseNumber) return;
    setSwitching(true);
    try {
      const result = await switchEnterprise(enterpriseNumber);
      const session = useSession.getState();
      session.setToken(result.token);
      session.chooseEnterprise(result.enterprise);
      useMenu.getState().reset();
      queryClient.clear();
      toastSuccess(`已切换到${result.enterprise.enterpriseName}`);
      navigate('/home', { replace: true });
      reloadView();
    } catch {
      // the HTTP layer has shown the reason
    } finally {
      setSwitching(false);
    }
  }

  const items = list.isLoading
    ? [{ key: 'loading', label: <Spin size="small" />, disabled: true }]
    : (list.data ?? []).map((e) => ({ key: e.enterpriseNumber, label: e.enterpriseName, disabled: e.enterpriseNumber === enterprise?.enterpriseNumber }));

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{ items: items.length ? items : [{ key: 'none', label: '暂无其他企业', disabled: true }], onClick: ({ key }) => void choose(key) }}
    >
      <Button type="text" loading={switching} icon={<SwapOutlined />} aria-label="切换企业">
        {enterprise?.enterpriseName ?? '未选择企业'} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
