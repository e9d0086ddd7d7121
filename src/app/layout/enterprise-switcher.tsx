import { useState } from 'react';
import { Dropdown, Button, Spin } from 'antd';
import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { toastSuccess } from '@/lib/feedback/toast';
import { confirmAction } from '@/lib/feedback/confirm';
import { hasUnsavedWork, leaveUnsavedWork } from '@/lib/hooks/unsaved-work';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useAdminEnterprises } from '@/features/login/api/queries';
import { switchTo } from '@/features/login/use-enter-enterprise';
import { useReloadView } from '../reload-view';

const SWITCH_DROPS_WORK = '当前页面有未保存的修改，切换企业后将丢失，确定切换吗？';

/** Header control: the current enterprise, and a switch to another the user administers. */
export function EnterpriseSwitcher() {
  const enterprise = useSession((s) => s.enterprise);
  const navigate = useNavigate();
  const reloadView = useReloadView();
  const [open, setOpen] = useState(false);
  // one switch at a time: a double-click on an enterprise sends one /switchEnterprise
  const switching = useSubmitOnce();
  const list = useAdminEnterprises(open);

  const choose = switching.guard(async (enterpriseNumber: string) => {
    if (enterpriseNumber === enterprise?.enterpriseNumber) return;
    // Unsaved work belongs to this enterprise and goes with the switch (platform-shell §4.2).
    if (hasUnsavedWork() && !(await confirmAction({ content: SWITCH_DROPS_WORK, okText: '切换', danger: true })))
      return;
    const chosen = await switchTo(enterpriseNumber); // on failure the HTTP layer has shown the reason
    leaveUnsavedWork(); // only once switched: a failed switch keeps the work
    toastSuccess(`已切换到${chosen.enterpriseName}`);
    navigate('/home', { replace: true });
    reloadView();
  });

  const items = list.isLoading
    ? [{ key: 'loading', label: <Spin size="small" />, disabled: true }]
    : (list.data ?? []).map((e) => ({
        key: e.enterpriseNumber,
        label: e.enterpriseName,
        disabled: e.enterpriseNumber === enterprise?.enterpriseNumber,
      }));

  const shown = enterprise?.enterpriseName ?? '未选择企业';
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items: items.length ? items : [{ key: 'none', label: '暂无其他企业', disabled: true }],
        onClick: ({ key }) => void choose(key),
      }}
    >
      <Button type="text" loading={switching.pending} icon={<SwapOutlined />} aria-label={`${shown}：切换企业`}>
        {shown} <DownOutlined />
      </Button>
    </Dropdown>
  );
}
