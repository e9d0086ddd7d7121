import type { CSSProperties } from 'react';
import { Button, Switch, Tag, theme, Typography } from 'antd';
import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import type { CueWord } from '../api/types';
import { translate } from './cue-word-dnd';

interface Props {
  row: CueWord;
  /** a write of this list is under way: no drags, switches or deletes meanwhile */
  busy: boolean;
  onToggle(row: CueWord, enabled: boolean): void;
  onEdit(row: CueWord): void;
  onDelete(row: CueWord): void;
}

/** One cue word, dragged by its handle (pointer, or space and arrows). */
export function CueWordRow({ row, busy, onToggle, onEdit, onDelete }: Props) {
  const { token } = theme.useToken();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
    disabled: busy,
  });
  const style: CSSProperties = {
    transform: translate(transform),
    transition,
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    padding: '8px 12px',
    marginBottom: 8,
    background: isDragging ? token.colorPrimaryBg : token.colorBgContainer,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: 6,
    position: 'relative',
    zIndex: isDragging ? 9 : undefined,
  };
  return (
    <div ref={setNodeRef} style={style} role="listitem" aria-label={row.title} data-cue-word={row.id}>
      <Button
        type="text"
        size="small"
        icon={<HolderOutlined />}
        aria-label={`拖动：${row.title}`}
        ref={setActivatorNodeRef}
        disabled={busy}
        style={{ cursor: busy ? 'not-allowed' : 'move' }}
        {...(busy ? {} : { ...attributes, ...listeners })}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{row.title}</Typography.Text>
        {!row.enabled && <Tag style={{ marginLeft: 8 }}>已停用</Tag>}
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {row.content}
        </Typography.Paragraph>
      </div>
      <Switch
        checked={row.enabled}
        aria-label={`启用${row.title}`}
        disabled={busy}
        onChange={(on) => onToggle(row, on)}
      />
      <Button type="link" size="small" aria-label={`编辑${row.title}`} onClick={() => onEdit(row)}>
        编辑
      </Button>
      <Button
        type="link"
        size="small"
        danger
        aria-label={`删除${row.title}`}
        disabled={busy}
        onClick={() => onDelete(row)}
      >
        删除
      </Button>
    </div>
  );
}
