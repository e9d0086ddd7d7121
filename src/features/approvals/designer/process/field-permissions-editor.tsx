import { Button, Empty, Radio, Space, theme, Typography } from 'antd';
import { useApprovalDraft } from '../../stores/approval-draft';
import {
  DEFAULT_PERMISSION,
  PERMISSION_LABELS,
  PERMISSIONS,
  permissionOf,
} from '../../process/model/field-permissions';
import type { FieldPermission, FieldPermissions } from '../../process/model/types';

interface Props {
  /** whose permissions (审批人 / 抄送人), for the hint */
  who: string;
  /** what may be chosen: a CC node reads the form, so it is not offered 可编辑 */
  choices?: readonly FieldPermission[];
  value: FieldPermissions;
  onChange(next: FieldPermissions): void;
}

/** 表单权限: for each field of the form being designed, editable (approvers only), read-only or hidden for this node. */
export function FieldPermissionsEditor({ who, choices = PERMISSIONS, value, onChange }: Props) {
  const { token } = theme.useToken();
  const fields = useApprovalDraft((s) => s.form.fields);
  if (!fields.length) return <Empty description="表单中还没有控件" />;
  const set = (fieldId: string, p: FieldPermission) => {
    const next = { ...value };
    if (p === DEFAULT_PERMISSION) delete next[fieldId];
    else next[fieldId] = p;
    onChange(next);
  };
  const setAll = (p: FieldPermission) =>
    onChange(p === DEFAULT_PERMISSION ? {} : Object.fromEntries(fields.map((f) => [f.id, p])));
  return (
    <>
      <Typography.Paragraph type="secondary">
        设置{who}查看审批单时各字段的权限；之后新增的字段默认{PERMISSION_LABELS[DEFAULT_PERMISSION]}。
      </Typography.Paragraph>
      <Space style={{ marginBottom: 12 }} wrap>
        {choices.map((p) => (
          <Button key={p} size="small" onClick={() => setAll(p)}>
            全部{PERMISSION_LABELS[p]}
          </Button>
        ))}
      </Space>
      <ul aria-label="字段权限" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {fields.map((f) => (
          <li
            key={f.id}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '6px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {f.name}
            </span>
            <Radio.Group
              name={`permission-${f.id}`}
              aria-label={`${f.name}的权限`}
              value={permissionOf(value, f.id)}
              onChange={(e) => set(f.id, e.target.value as FieldPermission)}
              options={choices.map((p) => ({ value: p, label: PERMISSION_LABELS[p] }))}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
