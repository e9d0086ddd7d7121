import { useState } from 'react';
import { Modal, Radio, Space, Typography } from 'antd';
import { useSession } from '@/stores/session';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PendingInput } from '../api/onboarding-api';
import { useSendInvitation } from '../api/queries';

/** ENTERPRISE_0088: the person has no account yet; invite them to register by SMS or e-mail. */
export function InviteModal({ person, onClose, onSent }: { person: PendingInput; onClose(): void; onSent(): void }) {
  const enterpriseNumber = useSession((s) => s.enterprise?.enterpriseNumber ?? '');
  const [channel, setChannel] = useState<'sms' | 'email'>(person.telephone ? 'sms' : 'email');
  const sendOnce = useSubmitOnce();
  const send = useSendInvitation(onSent);
  return (
    <Modal
      open
      title="邀请注册"
      okText="发送邀请"
      cancelText="取消"
      onCancel={onClose}
      onOk={sendOnce.guard(() =>
        send.mutateAsync(
          channel === 'sms'
            ? { enterpriseNumber, phone: [person.telephone] }
            : { enterpriseNumber, email: [person.email] },
        ),
      )}
      okButtonProps={{ loading: sendOnce.pending }}
    >
      <Space orientation="vertical">
        <Typography.Text>“{person.name}”尚未注册账号，发送邀请后即可加入待入职名单。请选择邀请方式：</Typography.Text>
        <Radio.Group value={channel} onChange={(e) => setChannel(e.target.value)}>
          <Space orientation="vertical">
            <Radio value="sms" disabled={!person.telephone}>
              短信邀请{person.telephone ? `（${person.telephone}）` : ''}
            </Radio>
            <Radio value="email" disabled={!person.email}>
              邮件邀请{person.email ? `（${person.email}）` : ''}
            </Radio>
          </Space>
        </Radio.Group>
      </Space>
    </Modal>
  );
}
