import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';

/** Typed values trimmed, the others (a department chosen, nothing chosen) as they are. */
const trimmed = <V extends object>(v: V) =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x])) as V;

/**
 * 高级搜索 of a people list (the staff, the people waiting to join): its fields, opening with the
 * criteria in force, and 搜索 (or Enter in a field) hands the trimmed values over. Mounted only while open.
 */
export function AdvancedSearchDialog<V extends object>({
  initial,
  onSearch,
  onClose,
  children,
}: {
  initial?: V;
  onSearch(v: V): void;
  onClose(): void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<V>();
  return (
    <FormDialog<V>
      title="高级搜索"
      okText="搜索"
      form={form}
      initialValues={initial}
      save={(v) => onSearch(trimmed(v))}
      onClose={onClose}
    >
      {children}
    </FormDialog>
  );
}

/** A typed criterion of 高级搜索, e.g. 姓名 with 请输入姓名. */
export function SearchTextField({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input placeholder={`请输入${label}`} />
    </Form.Item>
  );
}
