import { useState } from 'react';
import { Alert, Button, Checkbox, Modal, Space, Tag, theme, Typography } from 'antd';
import type { ShiftRef } from '../api/types';
import { REST_LABEL } from '../constants';
import { colourStyle, groupShiftColours } from '../lib/shift-colour';

/** The longest cycle one can define (a month). */
export const CYCLE_MAX = 31;

export interface CycleChoice {
  /** shift ids, '' for rest */
  cycle: string[];
  /** each member starts this many days further along the cycle than the one above */
  stagger: number;
}

interface CycleDialogProps {
  shifts: ShiftRef[];
  initial: CycleChoice;
  /** e.g. 已选 3 人 × 7 天 */
  selectionText: string;
  onOk(choice: CycleChoice): void;
  onCancel(): void;
}

/** Defines a repeating cycle from the group's shifts and rest (e.g. 早班 早班 晚班 晚班 休息) and fills the selection with it. */
export function CycleDialog({ shifts, initial, selectionText, onOk, onCancel }: CycleDialogProps) {
  const { token } = theme.useToken();
  const known = new Set(['', ...shifts.map((s) => s.id)]);
  const [cycle, setCycle] = useState(() => initial.cycle.filter((id) => known.has(id)));
  const [stagger, setStagger] = useState(initial.stagger > 0);
  const nameOf = (id: string) => (id === '' ? REST_LABEL : (shifts.find((s) => s.id === id)?.name ?? ''));
  const colourOf = groupShiftColours(shifts);
  const choices = [...shifts.map((s) => s.id), ''];
  const full = cycle.length >= CYCLE_MAX;

  return (
    <Modal
      open
      title="循环排班"
      okText="填充所选区域"
      okButtonProps={{ disabled: !cycle.length }}
      onOk={() => onOk({ cycle, stagger: stagger ? 1 : 0 })}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        依次点击班次组成一个循环，从所选区域的第一天起重复填充（{selectionText}）。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        {choices.map((id) => {
          return (
            <Button
              key={id || 'rest'}
              size="small"
              disabled={full}
              style={colourStyle(colourOf(id))}
              onClick={() => setCycle((list) => [...list, id])}
              aria-label={`+ ${nameOf(id)}：加入循环`}
            >
              + {nameOf(id)}
            </Button>
          );
        })}
      </Space>
      <div
        role="list"
        aria-label="循环顺序"
        style={{
          minHeight: 32,
          padding: 8,
          border: `1px dashed ${token.colorBorder}`,
          borderRadius: 6,
          marginBottom: 12,
        }}
      >
        {cycle.length === 0 && <Typography.Text type="secondary">尚未选择班次</Typography.Text>}
        {cycle.map((id, i) => {
          return (
            <span role="listitem" key={i}>
              <Tag
                closable
                closeIcon={<span aria-label={`移除第${i + 1}天`}>×</span>}
                onClose={(e) => {
                  e.preventDefault();
                  setCycle((list) => list.filter((_, k) => k !== i));
                }}
                style={{ ...colourStyle(colourOf(id)), marginBottom: 4 }}
              >
                {`第${i + 1}天 ${nameOf(id)}`}
              </Tag>
            </span>
          );
        })}
      </div>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Checkbox checked={stagger} onChange={(e) => setStagger(e.target.checked)}>
          成员依次错开一天
        </Checkbox>
        <Button size="small" type="link" disabled={!cycle.length} onClick={() => setCycle([])}>
          清空
        </Button>
      </Space>
      {cycle.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="info"
          showIcon
          title={`${cycle.length}天一循环：${cycle.map(nameOf).join(' → ')}`}
        />
      )}
    </Modal>
  );
}
