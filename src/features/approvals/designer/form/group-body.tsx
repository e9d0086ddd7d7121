import { memo } from 'react';
import { Button, Dropdown, theme, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { FieldPos, FieldType, ParticularsField } from '../model/types';
import type { FieldErrors } from '../model/field-errors';
import { PALETTE } from '../model/templates';
import { FieldTile } from './field-tile';
import { appendField } from './tile-actions';
import { isNear } from './near-viewport';

export const GROUP_PREFIX = 'group:';

interface GroupBodyProps {
  group: ParticularsField;
  selected: FieldPos | null;
  errors: FieldErrors;
  askLeaveDisabled: boolean;
  /** tiles near the phone's viewport (null: all), see near-viewport.ts */
  near: ReadonlySet<string> | null;
}

/** The children of a Particulars (detail) group: sortable, a drop zone, and the add-detail button. */
export const GroupBody = memo(function GroupBody({ group, selected, errors, askLeaveDisabled, near }: GroupBodyProps) {
  const { token } = theme.useToken();
  const { setNodeRef, isOver } = useDroppable({
    id: `${GROUP_PREFIX}${group.id}`,
    disabled: !isNear(near, group.id),
    data: { kind: 'group', id: group.id, hasChildren: group.children.length > 0 },
  });
  const items = PALETTE.filter((e) => e.type !== 'Particulars').map((e) => ({
    key: e.type,
    label: e.label,
    disabled: e.type === 'AskLeave' && askLeaveDisabled,
  }));
  return (
    <div
      ref={setNodeRef}
      style={{
        marginTop: 6,
        padding: 8,
        background: isOver ? token.colorPrimaryBg : token.colorFillAlter,
        borderRadius: 6,
        minHeight: 48,
      }}
      aria-label={`明细：${group.name}`}
      role="group"
    >
      <SortableContext items={group.children.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        {group.children.map((child) => (
          <FieldTile
            key={child.id}
            field={child}
            selected={selected?.parentIndex === group.index && selected.index === child.index}
            errorText={(errors[child.id] ?? []).map((e) => e.message).join('，')}
            live={isNear(near, child.id)}
          />
        ))}
      </SortableContext>
      {!group.children.length && <Typography.Text type="secondary">可拖入多个控件（不包含明细控件）</Typography.Text>}
      <div style={{ marginTop: 6 }}>
        <Dropdown menu={{ items, onClick: ({ key }) => appendField(key as FieldType, group.id) }} trigger={['click']}>
          <Button size="small" type="dashed" icon={<PlusOutlined />} aria-label={`添加明细控件：${group.name}`}>
            添加明细
          </Button>
        </Dropdown>
      </div>
    </div>
  );
});
