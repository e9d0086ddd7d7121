import { Button, Form, theme } from 'antd';
import { initialValues, rowKey, rowsOf, type PreviewErrors, type PreviewValues } from '../../model/preview-check';
import { hiddenIds } from '../../model/show-rule';
import type { FormField, ParticularsField } from '../../model/types';
import { PreviewField } from './preview-field';

export const inputId = (key: string) => `preview-${key}`;

interface ScopeProps {
  scope: readonly FormField[];
  values: PreviewValues;
  errors: PreviewErrors;
  keyOf(id: string): string;
  onChange(id: string, value: unknown): void;
}

/** One detail group: its rows, each a scope of its own, with 添加明细 and 删除. */
function PreviewGroup({
  group,
  rows,
  errors,
  onChange,
}: {
  group: ParticularsField;
  rows: PreviewValues[];
  errors: PreviewErrors;
  onChange(rows: PreviewValues[]): void;
}) {
  const { token } = theme.useToken();
  return (
    <section aria-label={`明细：${group.name}`} style={{ marginBottom: 12 }}>
      {rows.map((row, i) => (
        <div
          key={i}
          role="group"
          aria-label={`${group.name}（${i + 1}）`}
          style={{ background: token.colorBgContainer, borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}
        >
          <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 4 }}>
            <strong>{`${group.name}（${i + 1}）`}</strong>
            {rows.length > 1 && (
              <Button
                type="link"
                danger
                size="small"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
                aria-label={`删除${group.name}（${i + 1}）`}
              >
                删除
              </Button>
            )}
          </div>
          <PreviewScope
            scope={group.children}
            values={row}
            errors={errors}
            keyOf={(id) => rowKey(group.id, i, id)}
            onChange={(id, value) => onChange(rows.map((r, j) => (j === i ? { ...r, [id]: value } : r)))}
          />
        </div>
      ))}
      <Button type="dashed" block onClick={() => onChange([...rows, initialValues(group.children)])}>
        添加明细
      </Button>
    </section>
  );
}

/** The visible fields of a scope (show/hide rules applied live), each with its label and message. */
export function PreviewScope({ scope, values, errors, keyOf, onChange }: ScopeProps) {
  const { token } = theme.useToken();
  const hidden = hiddenIds(scope, values);
  return (
    <>
      {scope.map((field) => {
        if (hidden.has(field.id)) return null;
        if (field.type === 'Particulars') {
          return (
            <PreviewGroup
              key={field.id}
              group={field}
              rows={rowsOf(values[field.id])}
              errors={errors}
              onChange={(rows) => onChange(field.id, rows)}
            />
          );
        }
        const key = keyOf(field.id);
        const message = errors[key];
        const titled = field.type !== 'Comment' && field.type !== 'DateSection' && field.type !== 'AskLeave';
        return (
          <Form.Item
            key={field.id}
            label={titled ? field.name : field.type === 'Comment' ? undefined : field.name}
            htmlFor={titled ? inputId(key) : undefined}
            required={field.isNecessary}
            validateStatus={message ? 'error' : undefined}
            help={message}
            style={{ background: token.colorBgContainer, borderRadius: 6, padding: '8px 12px', marginBottom: 8 }}
          >
            <PreviewField
              field={field}
              id={inputId(key)}
              values={values}
              scope={scope}
              invalid={!!message}
              onChange={(v) => onChange(field.id, v)}
            />
          </Form.Item>
        );
      })}
    </>
  );
}
