import { useState } from 'react';
import { Button, Collapse, Space, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, RightOutlined } from '@ant-design/icons';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDeleteGroup, useSortGroups } from '../api/history-queries';
import type { ApprovalGroup } from '../api/types';
import { ApprovalTable, type RowOpeners } from './approval-table';

interface Props {
  groups: ApprovalGroup[];
  open: RowOpeners;
  rename(group: ApprovalGroup): void;
}

/** The approval list by group: one collapsible section per group, in the groups' order. */
export function GroupSections({ groups, open, rename }: Props) {
  const [collapsed, setCollapsed] = useState<string[]>([]);
  const remove = useDeleteGroup();
  const sort = useSortGroups();
  const once = useSubmitOnce();

  const shift = once.guard(async (index: number, by: -1 | 1) => {
    const ids = groups.map((g) => g.id);
    [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
    await sort.mutateAsync(ids);
    toastSuccess('分组顺序已更新');
  });
  const onDelete = once.guard(async (g: ApprovalGroup) => {
    const content = g.count
      ? `确定删除分组「${g.groupName}」吗？其中的 ${g.count} 个审批将移至默认分组「其他」。`
      : `确定删除分组「${g.groupName}」吗？`;
    if (!(await confirmAction({ content, danger: true }))) return;
    await remove.mutateAsync(g.id);
    toastSuccess('分组已删除');
  });

  const extra = (g: ApprovalGroup, i: number) => (
    <Space size={0}>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        aria-label={`上移分组：${g.groupName}`}
        disabled={i === 0 || once.pending}
        onClick={() => void shift(i, -1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        aria-label={`下移分组：${g.groupName}`}
        disabled={i === groups.length - 1 || once.pending}
        onClick={() => void shift(i, 1)}
      />
      {!g.isDefault && (
        <>
          <Button type="link" size="small" aria-label={`重命名分组：${g.groupName}`} onClick={() => rename(g)}>
            重命名
          </Button>
          <Button
            type="link"
            size="small"
            danger
            aria-label={`删除分组：${g.groupName}`}
            disabled={once.pending}
            onClick={() => void onDelete(g)}
          >
            删除
          </Button>
        </>
      )}
    </Space>
  );

  // Only the title toggles (collapsible 'header'), so the header's buttons stand beside the toggle,
  // not inside it; the arrow is drawn in the title, as antd's own would be a second toggle.
  return (
    <Collapse
      activeKey={groups.map((g) => g.id).filter((id) => !collapsed.includes(id))}
      onChange={(keys) => setCollapsed(groups.map((g) => g.id).filter((id) => !(keys as string[]).includes(id)))}
      items={groups.map((g, i) => ({
        key: g.id,
        collapsible: 'header',
        showArrow: false,
        label: (
          <Space>
            <RightOutlined aria-hidden rotate={collapsed.includes(g.id) ? 0 : 90} style={{ fontSize: 12 }} />
            <strong>{g.groupName}</strong>
            <Tag>{g.count}</Tag>
            {g.isDefault && <Tag color="default">默认分组</Tag>}
          </Space>
        ),
        extra: extra(g, i),
        children: <ApprovalTable name="" groupId={g.id} ready open={open} />,
      }))}
    />
  );
}
