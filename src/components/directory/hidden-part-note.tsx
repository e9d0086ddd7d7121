import { Typography } from 'antd';

// A scoped administrator's form shows only the part of a list inside her 管理范围; the server keeps
// the rest when she saves (assumed contract "Partial writes"). This says so, with how many.

interface Props {
  /** how many entries of the list lie outside her scope (nothing is shown for 0 or none) */
  count?: number;
  /** what they are: 人 or 个部门 */
  unit: '人' | '个部门';
}

export function HiddenPartNote({ count, unit }: Props) {
  if (!count) return null;
  return (
    <Typography.Text type="secondary" role="note">
      另有 {count} {unit}不在您的管理范围内，保存时保持不变
    </Typography.Text>
  );
}
