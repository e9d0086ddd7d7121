import { Button, Divider, Tooltip } from 'antd';
import { ClearOutlined, CopyOutlined, RetweetOutlined, UndoOutlined } from '@ant-design/icons';
import type { ShiftRef } from '../api/types';
import { REST_COLOUR, REST_LABEL } from '../constants';
import { colourStyle, groupShiftColours } from '../lib/shift-colour';
import type { CellValue } from './model';

interface ShiftPaletteProps {
  shifts: ShiftRef[];
  /** e.g. 已选 3 人 × 7 天 */
  selectionText: string;
  busy: boolean;
  canUndo: boolean;
  onApply(value: CellValue): void;
  onCopyWeek(): void;
  onCopyMonth(): void;
  onCycle(): void;
  onUndo(): void;
}

const kbd = (key: string) => (
  <kbd aria-hidden style={{ fontSize: 11, opacity: 0.65, marginRight: 4, fontFamily: 'inherit' }}>
    {key}
  </kbd>
);

/** The tools applied to the selected cells: a shift (number keys), rest (0), clear (Delete), copies, the cycle, undo. */
export function ShiftPalette({
  shifts,
  selectionText,
  busy,
  canUndo,
  onApply,
  onCopyWeek,
  onCopyMonth,
  onCycle,
  onUndo,
}: ShiftPaletteProps) {
  const colourOf = groupShiftColours(shifts);
  return (
    <div
      role="toolbar"
      aria-label="排班工具"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}
    >
      {shifts.map((s, i) => {
        return (
          <Button
            key={s.id}
            size="small"
            onClick={() => onApply(s.id)}
            style={colourStyle(colourOf(s.id))}
            title={i < 9 ? `快捷键 ${i + 1}` : undefined}
          >
            {i < 9 && kbd(String(i + 1))}
            {s.name}
          </Button>
        );
      })}
      <Button
        size="small"
        onClick={() => onApply('')}
        style={{ background: REST_COLOUR.background, borderColor: REST_COLOUR.border, color: REST_COLOUR.text }}
        title="快捷键 0"
      >
        {kbd('0')}
        {REST_LABEL}
      </Button>
      <Button size="small" icon={<ClearOutlined />} onClick={() => onApply(null)} title="快捷键 Delete">
        清除
      </Button>
      <Divider orientation="vertical" />
      <Tooltip title="所选单元格按星期对齐，取前一周同一天的排班（所选超过一周时重复前一周）">
        <Button size="small" icon={<CopyOutlined />} loading={busy} onClick={onCopyWeek}>
          复制上周
        </Button>
      </Tooltip>
      <Tooltip title="所选单元格按星期对齐，取四周前同一天的排班（即上月最后四周）">
        <Button size="small" icon={<CopyOutlined />} loading={busy} onClick={onCopyMonth}>
          复制上月
        </Button>
      </Tooltip>
      <Button size="small" icon={<RetweetOutlined />} onClick={onCycle}>
        循环排班
      </Button>
      <Button size="small" icon={<UndoOutlined />} disabled={!canUndo} onClick={onUndo} title="Ctrl+Z">
        撤销
      </Button>
      <span role="status" style={{ marginLeft: 'auto', color: 'rgba(0,0,0,.45)', fontSize: 12 }}>
        {selectionText}
      </span>
    </div>
  );
}
