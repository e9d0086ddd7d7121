import { memo, type ReactNode } from 'react';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import type { FormField } from '../model/types';
import { plainIcon } from './plain-icon';
import './phone-tiles.css';

// Plain icons: a form previews hundreds of them (see plain-icon.tsx).
const arrowIcon = <span className="eac-preview__arrow">{plainIcon(RightOutlined)}</span>;
const plusIcon = plainIcon(PlusOutlined);

export const Required = ({ on }: { on: boolean }) =>
  on ? (
    <span aria-label="必填" className="eac-preview__required">
      *
    </span>
  ) : null;

function Line({
  label,
  required,
  placeholder,
  arrow,
  disabled,
  extra,
}: {
  label: string;
  required?: boolean;
  placeholder: string;
  arrow?: boolean;
  disabled?: boolean;
  extra?: ReactNode;
}) {
  return (
    <div
      className={disabled ? 'eac-preview__row eac-preview__row--disabled' : 'eac-preview__row'}
      aria-disabled={disabled || undefined}
      data-row={label}
    >
      <span className="eac-preview__label">
        <Required on={!!required} />
        {label}
      </span>
      <span className="eac-preview__hint">
        {placeholder}
        {extra}
      </span>
      {arrow && arrowIcon}
    </div>
  );
}

function UploadPreview({ field, what }: { field: FormField & { maxCount: number }; what: string }) {
  return (
    <div>
      <div className="eac-preview__row">
        <span>
          <Required on={field.isNecessary} />
          {field.name}
        </span>
        <span className="eac-preview__muted">最多{field.maxCount}个</span>
      </div>
      <div aria-label={`添加${what}`} role="img" className="eac-preview__upload">
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
      return (
        <Line
          label={field.name}
          required={r}
          placeholder={field.placeholder}
          extra={field.type === 'Number' && field.unit ? `（${field.unit}）` : null}
        />
      );
    case 'Money':
      return (
        <Line label={field.name} required={r} placeholder={field.placeholder} extra={`（${field.unit || '元'}）`} />
      );
    case 'MultipleText':
      return (
        <div>
          <Line label={field.name} required={r} placeholder="" />
          <div className="eac-preview__textarea">{field.placeholder}</div>
        </div>
      );
    case 'SingleRadio':
    case 'MultipleRadio':
      return (
        <Line
          label={field.name}
          required={r}
          placeholder={field.dataSource.length ? field.placeholder : '请添加选项'}
          arrow
        />
      );
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
          <div className="eac-preview__second">{field.secondPlaceholder}</div>
        </div>
      );
    case 'Comment':
      return <div className="eac-preview__comment">{field.content || field.placeholder}</div>;
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
