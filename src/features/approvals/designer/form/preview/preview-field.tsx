import { Checkbox, Input, InputNumber, Radio, theme, Typography } from 'antd';
import { formulaDisplay, formulaValue, type LeaveValue, type PreviewValues } from '../../model/preview-check';
import type { FormField } from '../../model/types';
import { PreviewRange } from './preview-range';
import { PreviewUploads } from './preview-uploads';

export interface PreviewFieldProps {
  field: FormField;
  /** The id of the control to focus when the field is refused. */
  id: string;
  /** The values of the field's scope (its formula reads its neighbours). */
  values: PreviewValues;
  scope: readonly FormField[];
  invalid: boolean;
  onChange(value: unknown): void;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strings = (v: unknown) => (Array.isArray(v) ? (v as string[]) : []);

/** One control as a member fills it (Particulars is rendered by the scope). */
export function PreviewField({ field, id, values, scope, invalid, onChange }: PreviewFieldProps) {
  const { token } = theme.useToken();
  const value = values[field.id];
  const common = { id, 'aria-label': field.name, 'aria-invalid': invalid || undefined };
  switch (field.type) {
    case 'SingleText':
    case 'Contacts':
      return (
        <Input
          {...common}
          placeholder={field.placeholder}
          maxLength={200}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'MultipleText':
      return (
        <Input.TextArea
          {...common}
          placeholder={field.placeholder}
          rows={3}
          maxLength={2000}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'Number':
    case 'Money':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          placeholder={field.placeholder}
          precision={field.type === 'Money' ? 2 : undefined}
          suffix={field.unit || undefined}
          value={typeof value === 'number' ? value : null}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'SingleRadio':
      return (
        <Radio.Group
          {...common}
          options={field.dataSource}
          value={str(value) || undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'MultipleRadio':
      return (
        <Checkbox.Group {...common} options={field.dataSource} value={strings(value)} onChange={(v) => onChange(v)} />
      );
    case 'Date':
      return (
        <Input
          {...common}
          type={field.formatter.includes('HH') ? 'datetime-local' : 'date'}
          value={str(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'DateSection':
    case 'AskLeave':
      return (
        <PreviewRange field={field} id={id} value={value as Partial<LeaveValue> | undefined} onChange={onChange} />
      );
    case 'Address': {
      const a = (value ?? {}) as { region?: string; street?: string };
      return (
        <>
          <Input
            {...common}
            placeholder={field.placeholder || '省市区'}
            value={a.region ?? ''}
            onChange={(e) => onChange({ ...a, region: e.target.value })}
          />
          <Input
            aria-label={`${field.name}：详细地址`}
            style={{ marginTop: 6 }}
            placeholder={field.secondPlaceholder}
            value={a.street ?? ''}
            onChange={(e) => onChange({ ...a, street: e.target.value })}
          />
        </>
      );
    }
    case 'Picture':
    case 'Accessory':
      return <PreviewUploads field={field} id={id} files={strings(value)} onChange={onChange} />;
    case 'Comment':
      return (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0, color: token.colorTextSecondary }}>
          {field.content || field.placeholder}
        </Typography.Paragraph>
      );
    case 'Computational':
      return (
        <Input
          {...common}
          readOnly
          placeholder={field.placeholder}
          value={formulaDisplay(formulaValue(field, scope, values), field.isSeparator)}
        />
      );
    case 'Particulars':
      return null;
  }
}
