import type { ReactNode } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import type { FieldPermission, FieldPermissions } from '../../process/model/types';
import { FieldPermissionsEditor } from './field-permissions-editor';

interface Props {
  /** 审批人 or 抄送人 */
  role: string;
  /** the "who" tab: the node's own settings */
  children: ReactNode;
  /** the field permissions the node may be given (a CC node: 只读 and 隐藏) */
  choices?: readonly FieldPermission[];
  perms: FieldPermissions;
  onPerms(next: FieldPermissions): void;
  error: string | null;
  onOk(): void;
  onCancel(): void;
}

/** The body of an approver's or CC node's drawer: who (设置审批人 / 设置抄送人), 表单权限, then 确定 and 取消. */
export function HandlerSettings({ role, children, choices, perms, onPerms, error, onOk, onCancel }: Props) {
  return (
    <>
      <Tabs
        items={[
          { key: 'who', label: `设置${role}`, children },
          {
            key: 'fields',
            label: '表单权限',
            children: <FieldPermissionsEditor who={role} choices={choices} value={perms} onChange={onPerms} />,
          },
        ]}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Space>
        <Button type="primary" onClick={onOk}>
          确定
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Space>
    </>
  );
}
