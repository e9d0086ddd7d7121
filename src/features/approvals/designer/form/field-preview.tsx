import { memo, type ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { FormField } from '../model/types';
import { plainIcon } from './plain-icon';

const row: React.CSSProperties = { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, padding: '6px 0', minHeight: 22 };
// Plain icons: a form previews hundreds of them (see plain-icon.tsx).
const arrowIcon = <span style={{ color: '#ccc', fontSize: 10 }}>{plainIcon(RightOutlined)}</span>;
const plusIcon = plainIcon(PlusOutlined);
const hint: React.CSSProperties = { color: '#bbb', textAlign: 'right', flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' };

export const Required = ({ on }: { on: boolean }) =>
  on ? <span aria-label="必填" style={{ color: '#ff4d4f', marginRight: 2 }}>*</span> : null;

function Line({ label, required, placeholder, arrow, disabled, extra }: { label: string; required?: boolean; placeholder: string; arrow?: boolean; disabled?: boolean; extra?: ReactNode }) {
  return (
    <div style={{ ...row, opacity: disabled ? 0.6 : 1 }} aria-disabled={disabled || undefined} data-row={label}>
      <span style={{ whiteSpace: 'nowrap' }}><Required on={!!required} />{label}</span>
      <span style={hint}>{placeholder}{extra}</span>
      {arrow && arrowIcon}
    </div>
  );
}

function UploadPreview({ field, what }: { field: FormField & { maxCount: number }; what: string }) {
  return (
    <div>
      <div style={row}><span><Required on={field.isNecessary} />{field.name}</span><span style={{ color: '#bbb' }}>最多{field.maxCount}个</span></div>
      <div aria-label={`添加${what}`} role="img" style={{ width: 48, height: 48, border: '1px dashed #d9d9d9', borderRadius: 4, display: 'grid', placeItems: 'center', color: '#999' }}>
        {plusIcon}
      </div>
    </div>
  );
}

/** How the control looks on the phone (platform-shell §2.4). */
export const FieldPreview = memo(function FieldPreview({ field }: { field: FormField }) {
  const r = field.isNecessary;
  switch (field.type) {
    case 'SingleText':
    case 'Number':
      return <Line label={field.name} required={r} placeholder={field.placeholder} extra={field.type === 'Number' && field.unit ? `（${field.unit}）` : null} />;
    case 'Money':
      return <Line label={field.name} required={r} placeholder={field.placeholder} extra={`（${field.unit || '元'}）`} />;
    case 'MultipleText':
      return <div><Line label={field.name} required={r} placeholder="" /><div style={{ color: '#bbb', minHeight: 36 }}>{field.placeholder}</div></div>;
    case 'SingleRadio':
    case 'MultipleRadio':
      return <Line label={field.name} required={r} placeholder={field.dataSource.length ? field.placeholder : '请添加选项'} arrow />;
    case 'Date':
    case 'Contacts':
      return <Line label={field.name} required={r} placeholder={field.placeholder} arrow />;
    case 'DateSection':
      return (
        <div>
          <Line label={field.startName} required={r} placeholder={field.placeholder} arrow />
          <Line label={field.endName} required={r} placeholder={field.placeholder} arrow />
          <Line label={field.durationName} placeholder="自动计算" disabled />
        </div>
      );
    case 'Address':
      return (
        <div>
          <Line label={field.name} required={r} placeholder={field.placeholder} arrow />
          <div style={{ color: '#bbb', padding: '4px 0' }}>{field.secondPlaceholder}</div>
        </div>
      );
    case 'Comment':
      return <div style={{ color: '#8c8c8c', padding: '6px 0', whiteSpace: 'pre-wrap' }}>{field.content || field.placeholder}</div>;
    case 'Picture':
      return <UploadPreview field={field} what="图片" />;
    case 'Accessory':
      return <UploadPreview field={field} what="附件" />;
    case 'Computational':
      return <Line label={field.name} placeholder={field.formula ? `= ${field.formula}` : field.placeholder} />;
    case 'AskLeave':
      return (
        <div role="group" aria-label="请假控件">
          <Line label="请假类型" required={r} placeholder={field.placeholder} arrow />
          <Line label={field.startName} required={r} placeholder="请输入" arrow />
          <Line label={field.endName} required={r} placeholder="请输入" arrow />
          <Line label={field.durationName} placeholder="自动计算" disabled />
        </div>
      );
    case 'Particulars':
      return null;
  }
});
