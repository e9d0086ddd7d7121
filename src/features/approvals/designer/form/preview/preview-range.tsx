import { Input, Select, theme } from 'antd';
import { durationOf, type LeaveValue } from '../../model/preview-check';
import { durationText } from '../../model/leave-duration';
import type { AskLeaveField, DateSectionField } from '../../model/types';

interface Props {
  field: DateSectionField | AskLeaveField;
  id: string;
  value: Partial<LeaveValue> | undefined;
  onChange(value: Partial<LeaveValue>): void;
}

const rowStyle = {
  display: 'grid',
  gridTemplateColumns: '88px 1fr',
  alignItems: 'center',
  gap: 8,
  marginBottom: 6,
} as const;

/** A DateSection or the AskLeave control: (leave type,) start, end and the duration computed from them. */
export function PreviewRange({ field, id, value = {}, onChange }: Props) {
  const { token } = theme.useToken();
  const withTime = field.type === 'DateSection' && field.formatter.includes('HH');
  const set = (patch: Partial<LeaveValue>) => onChange({ ...value, ...patch });
  const date = (key: 'start' | 'end', label: string) => (
    <label style={rowStyle}>
      <span>{label}</span>
      <Input
        id={key === 'start' && field.type === 'DateSection' ? id : undefined}
        type={withTime ? 'datetime-local' : 'date'}
        aria-label={label}
        value={value[key] ?? ''}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </label>
  );
  return (
    <div role="group" aria-label={field.name}>
      {field.type === 'AskLeave' && (
        <div style={rowStyle}>
          <span>请假类型</span>
          <Select
            id={id}
            aria-label="请假类型"
            placeholder="请选择"
            value={value.leaveType || undefined}
            options={field.askLeaveTypeList.map((t) => ({ value: t, label: t }))}
            onChange={(leaveType: string) => set({ leaveType })}
          />
        </div>
      )}
      {date('start', field.startName)}
      {date('end', field.endName)}
      <div style={rowStyle}>
        <span>{field.durationName}</span>
        <output aria-label={field.durationName} style={{ color: token.colorTextSecondary }}>
          {durationText(durationOf(field, value)) || '自动计算'}
        </output>
      </div>
    </div>
  );
}
