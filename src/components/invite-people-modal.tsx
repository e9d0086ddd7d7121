import { useState } from 'react';
import { Alert, Modal, Radio, Space, Typography } from 'antd';
import { usePageSignal } from '@/lib/http/use-page-signal';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useSession } from '@/stores/session';
import { useSendInvitations } from './queries';

type Channel = 'sms' | 'email';

/** Whom to invite: a staff member or a pending (onboarding) person. */
export interface Invitee {
  name: string;
  telephone: string;
  email: string;
}

/** POST /sendSmsOrEmail (admin-modules §7): enterpriseNumber and either phone (list) or email (list). */
export interface InvitationBody {
  enterpriseNumber: string;
  phone?: string[];
  email?: string[];
}

interface Props {
  people: Invitee[];
  /** the dialog's title before the count, e.g. 邀请激活 → 邀请激活（2人） */
  title: string;
  /** what they are invited to do, e.g. 激活账号并加入企业 */
  purpose: string;
  /** the module's own /sendSmsOrEmail call */
  send(body: InvitationBody, signal: AbortSignal): Promise<unknown>;
  onClose(): void;
  onSent(): void;
}

const names = (list: Invitee[]) => list.map((s) => s.name).join('、');

/** Invite people again, by SMS (their phones) or e-mail (their addresses). People without the
 *  chosen contact are named and skipped; none at all disables the channel. */
export function InvitePeopleModal({ people, title, purpose, send, onClose, onSent }: Props) {
  const enterpriseNumber = useSession((s) => s.enterprise?.enterpriseNumber ?? '');
  const signal = usePageSignal();
  const withPhone = people.filter((s) => s.telephone);
  const withEmail = people.filter((s) => s.email);
  const [channel, setChannel] = useState<Channel>(withPhone.length ? 'sms' : 'email');
  const reached = channel === 'sms' ? withPhone : withEmail;
  const skipped = people.filter((s) => !reached.includes(s));
  const submitOnce = useSubmitOnce();
  const run = useSendInvitations(() => {
    const targets = [...new Set(reached.map((s) => (channel === 'sms' ? s.telephone : s.email)))];
    return send(
      channel === 'sms' ? { enterpriseNumber, phone: targets } : { enterpriseNumber, email: targets },
      signal(),
    );
  }, onSent);
  const missing = channel === 'sms' ? '手机号' : '邮箱';
  const one = people.length === 1;
  return (
    <Modal
      open
      title={`${title}（${people.length}人）`}
      okText="发送邀请"
      cancelText="取消"
      onCancel={onClose}
      onOk={submitOnce.guard(() => run.mutateAsync())}
      okButtonProps={{ loading: submitOnce.pending, disabled: !reached.length }}
      cancelButtonProps={{ disabled: submitOnce.pending }}
      mask={{ closable: false }}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {one ? `再次邀请“${people[0].name}”${purpose}。` : `再次邀请选中的${people.length}名成员${purpose}。`}
          请选择邀请方式：
        </Typography.Text>
        <Radio.Group aria-label="邀请方式" value={channel} onChange={(e) => setChannel(e.target.value as Channel)}>
          <Space orientation="vertical">
            <Radio value="sms" disabled={!withPhone.length}>
              短信邀请{one && withPhone.length ? `（${withPhone[0].telephone}）` : ''}
              {!withPhone.length && (
                <Typography.Text type="secondary">
                  （{one ? '该成员' : '所选成员均'}未填写手机号，无法通过短信邀请）
                </Typography.Text>
              )}
            </Radio>
            <Radio value="email" disabled={!withEmail.length}>
              邮件邀请{one && withEmail.length ? `（${withEmail[0].email}）` : ''}
              {!withEmail.length && (
                <Typography.Text type="secondary">
                  （{one ? '该成员' : '所选成员均'}未填写邮箱，无法通过邮件邀请）
                </Typography.Text>
              )}
            </Radio>
          </Space>
        </Radio.Group>
        {!!skipped.length && !!reached.length && (
          <Alert
            type="warning"
            showIcon
            title={`以下${skipped.length}名成员未填写${missing}，无法通过${channel === 'sms' ? '短信' : '邮件'}邀请，将被跳过：${names(skipped)}`}
          />
        )}
      </Space>
    </Modal>
  );
}
