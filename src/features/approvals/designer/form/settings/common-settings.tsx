import { Form, Input, Switch } from 'antd';
import type { DesignerAction } from '../../model/designer-reducer';
import type { FieldError } from '../../model/field-errors';
import type { FormField } from '../../model/types';

const NO_PLACEHOLDER = new Set(['Picture', 'Accessory', 'Particulars', 'AskLeave', 'Comment']);
const NO_REQUIRED = new Set(['Comment', 'Particulars', 'Computational']);

export const nameError = (errors: FieldError[], prop = 'name') =>
  errors.find((e) => (e.code === 'duplicateName' || e.code === 'emptyName') && (e.prop ?? 'name') === prop)?.message;

/** Title, placeholder and required: what most controls share. */
export function CommonSettings({
  field,
  errors,
  dispatch,
}: {
  field: FormField;
  errors: FieldError[];
  dispatch(a: DesignerAction): void;
}) {
  const update = (patch: Record<string, unknown>) => dispatch({ type: 'update', id: field.id, patch });
  const nameMessage = nameError(errors);
  return (
    <Form layout="vertical" size="small">
      <Form.Item
        label="标题"
        htmlFor="field-name"
        validateStatus={nameMessage ? 'error' : undefined}
        help={nameMessage}
      >
        <Input id="field-name" value={field.name} maxLength={20} onChange={(e) => update({ name: e.target.value })} />
      </Form.Item>
      {!NO_PLACEHOLDER.has(field.type) && (
        <Form.Item label="提示文字" htmlFor="field-placeholder">
          <Input
            id="field-placeholder"
            value={field.placeholder}
            maxLength={50}
            onChange={(e) => update({ placeholder: e.target.value })}
          />
        </Form.Item>
      )}
      {field.type === 'Comment' && (
        <Form.Item label="说明文字" htmlFor="field-content">
          <Input.TextArea
            id="field-content"
            rows={3}
            value={field.content}
            maxLength={500}
            onChange={(e) => update({ content: e.target.value })}
          />
        </Form.Item>
      )}
      {!NO_REQUIRED.has(field.type) && (
        <Form.Item label="必填">
          <Switch aria-label="必填" checked={field.isNecessary} onChange={(isNecessary) => update({ isNecessary })} />
        </Form.Item>
      )}
    </Form>
  );
}
