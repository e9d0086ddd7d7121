import { useState } from 'react';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { toastSuccess } from '@/lib/feedback/toast';
import { usePageSignal } from '@/lib/http/use-page-signal';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSession } from '@/stores/session';
import { sendInvitation } from '../api/org-api';
import type { Staff } from '../api/types';

type Channel = 'sms' | 'email';

const names = (list: Staff[]) => list.map((s) => s.name).join('、');

/** Invite unactivated / unjoined members again, by SMS (their phones) or e-mail (their addresses).
 *  Members without the chosen contact are named and skipped; none at all disables the channel. */
export function InviteStaffModal({ staff, onClose, onSent }: { staff: Staff[]; onClose(): void; onSent(): void }) {
  const enterpriseNumber = useSession((s) => s.enterprise?.enterpriseNumber ?? '');
  const signal = usePageSignal();
  const withPhone = staff.filter((s) => s.telephone);
  const withEmail = staff.filter((s) => s.email);
  const [channel, setChannel] = useState<Channel>(withPhone.length ? 'sms' : 'email');
  const reached = channel === 'sms' ? withPhone : withEmail;
  const skipped = staff.filter((s) => !reached.includes(s));
  const submitOnce = useSubmitOnce();
  const send = useMutation({
    mutationFn: () => {
      const targets = [...new Set(reached.map((s) => (channel === 'sms' ? s.telephone : s.email)))];
      return sendInvitation(channel === 'sms' ? { enterpriseNumber, phone: targets } : { enterpriseNumber, email: targets }, signal());
    },
    onSuccess: () => {
      toastSuccess('邀请已发送');
      onSent();
    },
  });
  const missing = channel === 'sms' ? '手机号' : '邮箱';
  return (
    <Modal open title={`邀请激活（${staff.length}人）`} okText="发送邀请" cancelText="取消" onCancel={onClose} onOk={submitOnce.guard(() => send.mutateAsync())}
      okButtonProps={{ loading: submitOnce.pending, disabled: !reached.length }} cancelButtonProps={{ disabled: submitOnce.pending }} mask={{ closable: false }}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{staff.length === 1 ? `再次邀请“${staff[0].name}”激活账号并加入企业。` : `再次邀请选中的${staff.length}名成员激活账号并加入企业。`}请选择邀请方式：</Typography.Text>
        <Radio.Group aria-label="邀请方式" value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
          <Space orientation="vertical">
            <Radio value="sms" disabled={!withPhone.length}>短信邀请{staff.length === 1 && withPhone.length ? `（${withPhone[0].telephone}）` : ''}</Radio>
            <Radio value="email" disabled={!withEmail.length}>
              邮件邀请{staff.length === 1 && withEmail.length ? `（${withEmail[0].email}）` : ''}
              {!withEmail.length && <Typography.Text type="secondary">（{staff.length === 1 ? '该成员' : '所选成员均'}未填写邮箱，无法通过邮件邀请）</Typography.Text>}
            </Radio>
          </Space>
        </Radio.Group>
        {!!skipped.length && !!reached.length && (
          <Alert type="warning" showIcon title={`以下${skipped.length}名成员未填写${missing}，无法通过${channel === 'sms' ? '短信' : '邮件'}邀请，将被跳过：${names(skipped)}`} />
        )}
      </Space>
    </Modal>
  );
}
