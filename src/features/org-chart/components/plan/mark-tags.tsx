import { Tag, Typography } from 'antd';
import type { Count, DepartmentMark, ReviewDepartment } from '../../api/plan-types';

// The words are the information; the preset colours (theme tokens) only repeat them.
const MARKS: Record<DepartmentMark, { text: string; color: string }> = {
  added: { text: '新增', color: 'success' },
  moved: { text: '调整', color: 'processing' },
  renamed: { text: '更名', color: 'processing' },
  merged: { text: '合并', color: 'warning' },
  deleted: { text: '删除', color: 'error' },
  supervisor: { text: '主管', color: 'default' },
  members: { text: '人员', color: 'default' },
};

export function MarkTags({ marks }: { marks: readonly DepartmentMark[] }) {
  return marks.map((m) => (
    <Tag key={m} color={MARKS[m].color} style={{ marginInlineStart: 4, marginInlineEnd: 0 }}>
      {MARKS[m].text}
    </Tag>
  ));
}

/** 12 → 15 when the plan changes the count, else 12. */
export const countText = (c: Count) => (c.before === c.after ? `${c.after}` : `${c.before} → ${c.after}`);

/** A department of the plan's chart: its name, marks and total 调整前 → 调整后; a merged or deleted
 *  one struck through with where it went. */
export function PlanDepartmentTitle({ dept, names }: { dept: ReviewDepartment; names: ReadonlyMap<string, string> }) {
  if (dept.gone)
    return (
      <span>
        <Typography.Text delete>{dept.departName}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          {dept.mergedInto ? `已合并到“${names.get(dept.mergedInto) ?? ''}”` : '已删除'}
        </Typography.Text>
      </span>
    );
  return (
    <span>
      {dept.departName}（{countText(dept.total)}）
      <MarkTags marks={dept.marks} />
    </span>
  );
}
