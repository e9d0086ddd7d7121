import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';

interface Props {
  name: string | (string | number)[];
  label: string;
  /** The most characters the service stores: 「{label}不能超过{max}{unit}」 past it. */
  max: number;
  /** The message when it is left empty (or only spaces); absent: it may be empty. */
  required?: string;
  /** How the limit is counted in its message: 个字符 (the default) or 个字. */
  unit?: string;
  placeholder?: string;
  /** A multi-line field of this many rows. */
  rows?: number;
  /** Stops the typing at `max` and shows the count, instead of saying so when it is over. */
  counted?: boolean;
  autoFocus?: boolean;
  extra?: ReactNode;
  /** Checks of its own, after the required and length ones. */
  rules?: Rule[];
}

/** A form's text field with its two usual rules: required (not blank) and a length limit, each with
 *  the message the module gives. */
export function TextField({
  name,
  label,
  max,
  required,
  unit = '个字符',
  placeholder,
  rows,
  counted,
  autoFocus,
  extra,
  rules = [],
}: Props) {
  const limit = counted ? { maxLength: max, showCount: true } : {};
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        ...(required ? [{ required: true, whitespace: true, message: required }] : []),
        { max, message: `${label}不能超过${max}${unit}` },
        ...rules,
      ]}
    >
      {rows ? (
        <Input.TextArea rows={rows} placeholder={placeholder} autoFocus={autoFocus} {...limit} />
      ) : (
        <Input placeholder={placeholder} autoFocus={autoFocus} {...limit} />
      )}
    </Form.Item>
  );
}
