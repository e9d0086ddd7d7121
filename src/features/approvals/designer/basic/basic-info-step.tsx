import { useState } from 'react';
import { Form, Input, Radio, Typography } from 'antd';
import { useApprovalDraft } from '../../stores/approval-draft';
import type { UserRef } from '../../api/types';
import {
  APPROVAL_ICONS,
  APPROVAL_NAME_MAX,
  DESCRIPTION_MAX,
  MSG_NO_ADMINS,
  MSG_NO_VISIBLE_USERS,
} from '../../constants';
import { ApprovalIcon } from '../../components/approval-icon';
import { nameProblem } from '../save-checks';
import { PeopleField } from './people-field';

interface BasicInfoStepProps {
  /** a save was attempted: show every empty-field message */
  attempted: boolean;
  nameError: string | null;
  onNameBlur(name: string): void;
  onNameEdit(): void;
  enterpriseAdmins: UserRef[];
}

/** Step 1: name, icon, description, visible range, approval administrators. */
export function BasicInfoStep({ attempted, nameError, onNameBlur, onNameEdit, enterpriseAdmins }: BasicInfoStepProps) {
  const basic = useApprovalDraft((s) => s.basic);
  const setBasic = useApprovalDraft((s) => s.setBasic);
  const nameMessage = nameError ?? (attempted || basic.approveName ? nameProblem(basic.approveName) : null);
  // validated on a save attempt or once the user has changed the list, never on mount (the list may be
  // empty only until the enterprise administrators arrive)
  const [adminsTouched, setAdminsTouched] = useState(false);
  const adminsMissing = (attempted || adminsTouched) && !basic.approveAdministrators.length;
  return (
    <Form layout="vertical" style={{ maxWidth: 640, margin: '0 auto' }}>
      <Form.Item
        label="审批名称"
        required
        validateStatus={nameMessage ? 'error' : undefined}
        help={nameMessage}
        htmlFor="approve-name"
      >
        <Input
          id="approve-name"
          value={basic.approveName}
          maxLength={APPROVAL_NAME_MAX}
          showCount
          placeholder="请输入审批名称"
          onChange={(e) => {
            onNameEdit();
            setBasic({ approveName: e.target.value });
          }}
          onBlur={(e) => onNameBlur(e.target.value)}
        />
      </Form.Item>
      <Form.Item label="图标">
        <Radio.Group
          value={basic.iconAddress}
          onChange={(e) => setBasic({ iconAddress: e.target.value as string })}
          aria-label="图标"
        >
          {APPROVAL_ICONS.map((i) => (
            <Radio key={i.key} value={i.key} aria-label={i.label}>
              <ApprovalIcon icon={i.key} size={24} />
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="审批说明" htmlFor="approve-description">
        <Input.TextArea
          id="approve-description"
          value={basic.description}
          maxLength={DESCRIPTION_MAX}
          showCount
          rows={3}
          placeholder="请输入审批说明"
          onChange={(e) => setBasic({ description: e.target.value })}
        />
      </Form.Item>
      <Form.Item
        label="可见范围"
        required
        validateStatus={basic.visibleRange === 3 && !basic.visibleUsers.length && attempted ? 'error' : undefined}
        help={basic.visibleRange === 3 && !basic.visibleUsers.length && attempted ? MSG_NO_VISIBLE_USERS : undefined}
      >
        <Radio.Group
          value={basic.visibleRange}
          onChange={(e) => setBasic({ visibleRange: e.target.value as 2 | 3 })}
          aria-label="可见范围"
        >
          <Radio value={2}>全员</Radio>
          <Radio value={3}>指定人员</Radio>
        </Radio.Group>
        {basic.visibleRange === 3 && (
          <div style={{ marginTop: 8 }}>
            <PeopleField
              label="可见人员"
              value={basic.visibleUsers}
              onChange={(visibleUsers) => setBasic({ visibleUsers })}
            />
          </div>
        )}
      </Form.Item>
      <Form.Item
        label="审批管理员"
        required
        validateStatus={adminsMissing ? 'error' : undefined}
        help={adminsMissing ? MSG_NO_ADMINS : undefined}
      >
        <PeopleField
          label="审批管理员"
          value={basic.approveAdministrators}
          locked={enterpriseAdmins}
          onChange={(approveAdministrators) => {
            setAdminsTouched(true);
            setBasic({ approveAdministrators });
          }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          审批管理员可以管理该审批的表单和流程；企业管理员始终是审批管理员，不能移除。
        </Typography.Paragraph>
      </Form.Item>
    </Form>
  );
}
