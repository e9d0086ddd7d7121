import { useState } from 'react';
import { Alert, Button, Card, Input, Modal, Space, theme, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSession } from '@/stores/session';
import { useMenu } from '@/stores/menu';
import { dismissEnterprise, transferAdministrator } from '../api/settings-api';
import { useSettingsMutation } from '../api/queries';
import type { EnterpriseInfo } from '@/lib/enterprise/enterprise-info';

/** Transfer of the enterprise administrator and dismissal (typed-name confirmation): owner only. */
export function OwnerActions({ info }: { info: EnterpriseInfo }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  const [dismissing, setDismissing] = useState(false);
  const [typed, setTyped] = useState('');
  const dismissOnce = useSubmitOnce();
  const transfer = useSettingsMutation(transferAdministrator, () => {
    toastSuccess('企业管理员已转让');
    setPicking(false);
  });
  const dismiss = useSettingsMutation(dismissEnterprise, () => {
    toastSuccess('企业已解散');
    setDismissing(false);
    useMenu.getState().reset();
    useSession.getState().chooseEnterprise(null);
    navigate('/login/l-has', { replace: true });
  });

  return (
    <Card title="高级设置">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <div>
          <Typography.Text strong>转让企业管理员</Typography.Text>
          <div style={{ color: token.colorTextSecondary, margin: '4px 0 8px' }}>
            转让后您将不再是企业管理员，该操作不可撤销。
          </div>
          <Button onClick={() => setPicking(true)}>转让企业管理员</Button>
        </div>
        <div>
          <Typography.Text strong type="danger">
            解散企业
          </Typography.Text>
          <div style={{ color: token.colorTextSecondary, margin: '4px 0 8px' }}>
            解散后企业的全部数据将被清除，所有成员将退出企业。
          </div>
          <Button
            danger
            onClick={() => {
              setTyped('');
              setDismissing(true);
            }}
          >
            解散企业
          </Button>
        </div>
      </Space>
      <MemberPicker
        open={picking}
        multiple={false}
        title="选择新的企业管理员"
        okText="转让"
        onCancel={() => setPicking(false)}
        onOk={async ([m]: Member[]) => {
          // the picker holds its submit lock while the question is up and the call runs
          if (m && (await confirmAction({ content: `确定将企业管理员转让给“${m.name}”吗？`, danger: true })))
            await transfer.mutateAsync(m.lenovoId);
        }}
      />
      <Modal
        open={dismissing}
        title="解散企业"
        okText="确认解散"
        cancelText="取消"
        onCancel={() => setDismissing(false)}
        onOk={dismissOnce.guard(() => dismiss.mutateAsync(info.id))}
        okButtonProps={{ danger: true, disabled: typed.trim() !== info.enterpriseName, loading: dismissOnce.pending }}
        destroyOnHidden
      >
        <Alert type="error" showIcon title="此操作不可恢复，请谨慎操作" style={{ marginBottom: 12 }} />
        <p>请输入企业名称“{info.enterpriseName}”以确认解散：</p>
        <Input aria-label="输入企业名称确认" value={typed} onChange={(e) => setTyped(e.target.value)} />
      </Modal>
    </Card>
  );
}
