import { Button, Switch, Tag, Typography } from 'antd';
import { SortableRow } from '@/components/sortable-row';
import type { CueWord } from '../api/types';

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
  return (
    <SortableRow
      id={row.id}
      name={row.title}
      disabled={busy}
      role="listitem"
      aria-label={row.title}
      data-cue-word={row.id}
    >
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
    </SortableRow>
  );
}
