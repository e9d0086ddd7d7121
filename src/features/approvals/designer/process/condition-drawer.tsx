import { useState } from 'react';
import { Alert, Button, Drawer, Dropdown, Form, Input, Space, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useApprovalDraft } from '../../stores/approval-draft';
import { findNode, updateBranch } from '../../process/model/flow-tree';
import { conditionFields, ruleProblem } from '../../process/model/validate-flow';
import { INITIATOR_DEPT, type ConditionRule } from '../../process/model/types';
import type { FormField } from '../model/types';
import { RuleEditor } from './rule-editor';

function newRule(field: FormField | null): ConditionRule {
  if (!field) return { kind: 'department', fieldId: INITIATOR_DEPT, fieldName: '发起人部门', departments: [] };
  if (field.type === 'Number' || field.type === 'Money')
    return { kind: 'number', fieldId: field.id, fieldName: field.name, operator: '>', value: null, value2: null };
  return {
    kind: 'option',
    fieldId: field.id,
    fieldName: field.type === 'AskLeave' ? '请假类型' : field.name,
    options: [],
  };
}

function EditCondition({ id, onClose }: { id: string; onClose(): void }) {
  const flow = useApprovalDraft((s) => s.flow);
  const fields = useApprovalDraft((s) => s.form.fields);
  const node = findNode(flow, id);
  const branch = node?.type === 'condition' ? node : null;
  const [name, setName] = useState(branch?.name ?? '');
  const [rules, setRules] = useState<ConditionRule[]>(branch?.rules ?? []);
  const [error, setError] = useState<string | null>(null);
  const usable = conditionFields(fields);
  const used = new Set(rules.map((r) => r.fieldId));
  const menu = [
    ...usable.map((f) => ({
      key: f.id,
      label: f.type === 'AskLeave' ? `${f.name}（请假类型）` : f.name,
      disabled: used.has(f.id),
    })),
    { key: INITIATOR_DEPT, label: '发起人部门', disabled: used.has(INITIATOR_DEPT) },
  ];
  const ok = () => {
    if (!name.trim()) return setError('请填写条件名称');
    if (!rules.length) return setError('请至少添加一个条件');
    const problem = rules.map((r) => ruleProblem(r, fields)).find(Boolean);
    if (problem) return setError(problem);
    useApprovalDraft.getState().setFlow((f) => updateBranch(f, id, { name: name.trim(), rules }));
    onClose();
  };
  return (
    <>
      <Form layout="vertical">
        <Form.Item label="条件名称" htmlFor="condition-name">
          <Input id="condition-name" value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
      </Form>
      <Typography.Paragraph type="secondary">同时满足以下条件时进入此分支</Typography.Paragraph>
      {rules.map((rule, i) => (
        <RuleEditor
          key={rule.fieldId}
          rule={rule}
          field={usable.find((f) => f.id === rule.fieldId)}
          onChange={(r) => setRules(rules.map((x, j) => (j === i ? r : x)))}
          onRemove={() => setRules(rules.filter((_, j) => j !== i))}
        />
      ))}
      {!usable.length && (
        <Typography.Paragraph type="secondary">
          表单中没有可作为条件的控件（数字、金额、单选、多选、请假），可以按发起人部门设置条件。
        </Typography.Paragraph>
      )}
      <Dropdown
        trigger={['click']}
        menu={{
          items: menu,
          onClick: ({ key }) => setRules([...rules, newRule(usable.find((f) => f.id === key) ?? null)]),
        }}
      >
        <Button type="dashed" block icon={<PlusOutlined />}>
          添加条件项
        </Button>
      </Dropdown>
      {error && <Alert type="error" showIcon title={error} style={{ margin: '12px 0' }} />}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" onClick={ok}>
          确定
        </Button>
        <Button onClick={onClose}>取消</Button>
      </Space>
    </>
  );
}

/** Settings of one condition branch. */
export function ConditionDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  return (
    <Drawer open={!!id} title="条件设置" onClose={onClose} destroyOnHidden size={520}>
      {id && <EditCondition key={id} id={id} onClose={onClose} />}
    </Drawer>
  );
}
