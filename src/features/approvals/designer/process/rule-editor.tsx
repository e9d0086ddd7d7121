import { Button, Checkbox, InputNumber, Select, Space, theme } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { useFullTree } from '@/components/directory/queries';
import type { DepartNode } from '@/components/directory/types';
import type { FormField } from '../model/types';
import { OPERATOR_LABELS } from '../../process/model/describe';
import { optionsOf } from '../../process/model/validate-flow';
import type { CompareOperator, ConditionRule } from '../../process/model/types';

function nameIndex(nodes: DepartNode[] | undefined, out = new Map<string, string>()) {
  for (const n of nodes ?? []) {
    out.set(n.id, n.departName);
    nameIndex(n.departTree, out);
  }
  return out;
}

function DepartmentRuleInput({
  rule,
  onChange,
}: {
  rule: Extract<ConditionRule, { kind: 'department' }>;
  onChange(r: ConditionRule): void;
}) {
  const tree = useFullTree();
  return (
    <DepartmentPicker
      multiple
      aria-label="发起人部门"
      value={rule.departments.map((d) => d.id)}
      onChange={(ids) => {
        // a department the tree no longer has (deleted since) keeps the name it was stored with
        const names = nameIndex(tree.data);
        const stored = new Map(rule.departments.map((d) => [d.id, d.name]));
        onChange({
          ...rule,
          departments: (ids as string[]).map((id) => ({ id, name: names.get(id) ?? stored.get(id) ?? '' })),
        });
      }}
    />
  );
}

/** One condition of a branch: a comparison, a choice of options or the initiator's departments. */
export function RuleEditor({
  rule,
  field,
  onChange,
  onRemove,
}: {
  rule: ConditionRule;
  field?: FormField;
  onChange(r: ConditionRule): void;
  onRemove(): void;
}) {
  const { token } = theme.useToken();
  let input;
  if (rule.kind === 'department') input = <DepartmentRuleInput rule={rule} onChange={onChange} />;
  else if (rule.kind === 'number') {
    input = (
      <Space wrap>
        <Select
          aria-label={`${rule.fieldName}比较方式`}
          style={{ width: 110 }}
          value={rule.operator}
          onChange={(operator: CompareOperator) => onChange({ ...rule, operator })}
          options={Object.entries(OPERATOR_LABELS).map(([value, label]) => ({ value, label }))}
        />
        <InputNumber
          aria-label={`${rule.fieldName}比较值`}
          value={rule.value}
          onChange={(value) => onChange({ ...rule, value: value ?? null })}
        />
        {rule.operator === 'between' && (
          <InputNumber
            aria-label={`${rule.fieldName}上限`}
            value={rule.value2}
            onChange={(value2) => onChange({ ...rule, value2: value2 ?? null })}
          />
        )}
      </Space>
    );
  } else {
    input = (
      <Checkbox.Group
        aria-label={`${rule.fieldName}选项`}
        value={rule.options}
        options={field ? optionsOf(field) : rule.options}
        onChange={(options) => onChange({ ...rule, options: options as string[] })}
      />
    );
  }
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: 6, padding: 10, marginBottom: 10 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 6 }}>
        <strong>{rule.kind === 'department' ? '发起人部门' : rule.fieldName}</strong>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除条件项：${rule.fieldName}`}
          onClick={onRemove}
        />
      </div>
      {input}
    </div>
  );
}
