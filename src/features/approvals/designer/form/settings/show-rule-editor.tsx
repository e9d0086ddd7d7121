import { Button, Checkbox, Form, Select, theme, Typography } from 'antd';
import type { DesignerAction, DesignerState } from '../../model/designer-reducer';
import { checkRuleOf, ruleCandidates, ruleSummary } from '../../model/show-rule';
import { INVALID_FIELD_LABEL } from '../../model/formula';
import type { FormField } from '../../model/types';
import { CLEARABLE } from '@/components/clearable';

// Darker than antd's secondary text, which is below the WCAG AA contrast on white.
const HINT = { fontSize: 12, margin: '-8px 0 12px' } as const;

interface Props {
  field: FormField;
  form: DesignerState;
  dispatch(a: DesignerAction): void;
}

/** 显示规则: show the field only when an earlier single/multiple choice of its scope has chosen options. */
export function ShowRuleEditor({ field, form, dispatch }: Props) {
  const { token } = theme.useToken();
  const rule = field.showRule ?? null;
  const candidates = ruleCandidates(form.fields, field.id);
  const check = checkRuleOf(form.fields, field.id);
  const set = (next: { fieldId: string; options: string[] } | null) =>
    dispatch({ type: 'setShowRule', id: field.id, rule: next });
  const fieldOptions = candidates.map((c) => ({ value: c.id, label: c.name || '未命名' }));
  if (rule && !check?.controller) fieldOptions.unshift({ value: rule.fieldId, label: INVALID_FIELD_LABEL });
  const offered = check?.controller?.dataSource ?? [];
  const optionChoices = [
    ...offered.map((o) => ({ value: o, label: o })),
    ...(check?.missingOptions ?? []).map((o) => ({ value: o, label: `${o}（无效选项）` })),
  ];
  return (
    <Form layout="vertical" size="small" style={{ marginTop: 12 }}>
      <Form.Item
        label="显示规则"
        htmlFor="field-show-rule"
        validateStatus={check && !check.valid ? 'error' : undefined}
        help={
          check && !check.valid
            ? check.controller
              ? check.missingOptions.length
                ? '显示规则中包含无效选项'
                : '请选择选项'
              : '显示规则中包含无效字段'
            : undefined
        }
      >
        <Select
          id="field-show-rule"
          aria-label="显示规则：控制字段"
          placeholder="始终显示"
          allowClear={CLEARABLE}
          disabled={!candidates.length && !rule}
          value={rule?.fieldId}
          options={fieldOptions}
          onChange={(fieldId?: string) =>
            set(fieldId ? { fieldId, options: fieldId === rule?.fieldId ? rule.options : [] } : null)
          }
        />
      </Form.Item>
      <div style={{ ...HINT, color: token.colorTextSecondary }}>
        {candidates.length || rule
          ? '满足条件时才显示此控件，否则隐藏且无需填写'
          : '在此控件之前（同一层级）添加单选框或多选框后可设置'}
      </div>
      {rule && check?.controller && (
        <Form.Item label="当选中以下任一选项时显示">
          <Checkbox.Group
            aria-label="显示规则：选项"
            value={rule.options}
            options={optionChoices}
            onChange={(options) => set({ fieldId: rule.fieldId, options: options as string[] })}
          />
        </Form.Item>
      )}
      {rule && check && (
        <>
          <Typography.Paragraph type={check.valid ? undefined : 'danger'} style={{ marginBottom: 8 }}>
            {ruleSummary(check, rule)}
          </Typography.Paragraph>
          <Button size="small" onClick={() => set(null)}>
            清除显示规则
          </Button>
        </>
      )}
    </Form>
  );
}
