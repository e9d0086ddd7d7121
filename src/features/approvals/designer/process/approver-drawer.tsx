import { useState } from 'react';
import { Drawer, Form, Input, Radio, Select, Space } from 'antd';
import { useApprovalDraft } from '../../stores/approval-draft';
import { findNode, setApprover } from '../../process/model/flow-tree';
import {
  APPROVER_MODE_LABELS,
  EMPTY_ACTION_LABELS,
  LEVEL_LABELS,
  SIGN_MODE_LABELS,
} from '../../process/model/describe';
import { approverProblem } from '../../process/model/validate-flow';
import { setFieldPermissions } from '../../process/model/field-permissions';
import type { ApproverSettings, FieldPermissions, StartNode } from '../../process/model/types';
import { PeopleField } from '../basic/people-field';
import { HandlerSettings } from './handler-settings';

/** Roles an approver node can name (the role list itself is managed elsewhere; assumed set). */
export const APPROVER_ROLES = ['人事', '财务', '行政', 'IT管理员', '法务'];

const defaults = (): ApproverSettings => ({
  mode: 'supervisor',
  members: [],
  supervisorLevel: 1,
  role: '',
  chooseMultiple: false,
  signMode: 'sequential',
  emptyAction: 'toAdmin',
  emptyMember: null,
});

function EditApprover({ flow, id, onClose }: { flow: StartNode; id: string; onClose(): void }) {
  const node = findNode(flow, id);
  const start = node?.type === 'approver' ? node : null;
  const [name, setName] = useState(start?.name ?? '审批人');
  const [s, setS] = useState<ApproverSettings>(start?.settings ?? defaults());
  const [perms, setPerms] = useState<FieldPermissions>(start?.fieldPermissions ?? {});
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<ApproverSettings>) => setS((old) => ({ ...old, ...p }));
  const several =
    s.mode === 'role' ||
    (s.mode === 'members' && s.members.length > 1) ||
    (s.mode === 'chosen' && s.chooseMultiple) ||
    s.mode === 'supervisor';
  const ok = () => {
    const problem = approverProblem(s);
    if (problem) return setError(problem);
    useApprovalDraft.getState().setFlow((f) => setFieldPermissions(setApprover(f, id, s, name), id, perms));
    onClose();
  };
  const who = (
    <Form layout="vertical">
      <Form.Item label="节点名称" htmlFor="approver-name">
        <Input id="approver-name" value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
      </Form.Item>
      <Form.Item label="审批人">
        <Radio.Group aria-label="审批人类型" value={s.mode} onChange={(e) => patch({ mode: e.target.value })}>
          {Object.entries(APPROVER_MODE_LABELS).map(([k, label]) => (
            <Radio key={k} value={k}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {s.mode === 'members' && (
        <Form.Item label="审批成员">
          <PeopleField label="审批成员" value={s.members} onChange={(members) => patch({ members })} />
        </Form.Item>
      )}
      {s.mode === 'supervisor' && (
        <Form.Item label="发起人的" htmlFor="approver-level">
          <Select
            id="approver-level"
            aria-label="主管级别"
            value={s.supervisorLevel}
            onChange={(supervisorLevel) => patch({ supervisorLevel })}
            options={LEVEL_LABELS.map((label, i) => ({ value: i + 1, label }))}
          />
        </Form.Item>
      )}
      {s.mode === 'role' && (
        <Form.Item label="角色" htmlFor="approver-role">
          <Select
            id="approver-role"
            aria-label="审批角色"
            placeholder="请选择角色"
            value={s.role || undefined}
            onChange={(role) => patch({ role })}
            options={APPROVER_ROLES.map((r) => ({ value: r, label: r }))}
          />
        </Form.Item>
      )}
      {s.mode === 'chosen' && (
        <Form.Item label="发起人可选">
          <Radio.Group value={s.chooseMultiple} onChange={(e) => patch({ chooseMultiple: e.target.value })}>
            <Radio value={false}>一人</Radio>
            <Radio value={true}>多人</Radio>
          </Radio.Group>
        </Form.Item>
      )}
      {several && (
        <Form.Item label="多人审批时采用的审批方式">
          <Radio.Group
            aria-label="多人审批方式"
            value={s.signMode}
            onChange={(e) => patch({ signMode: e.target.value })}
          >
            <Space orientation="vertical">
              {Object.entries(SIGN_MODE_LABELS).map(([k, label]) => (
                <Radio key={k} value={k}>
                  {label}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
      )}
      <Form.Item label="审批人为空时">
        <Radio.Group
          aria-label="审批人为空时"
          value={s.emptyAction}
          onChange={(e) => patch({ emptyAction: e.target.value })}
        >
          {Object.entries(EMPTY_ACTION_LABELS).map(([k, label]) => (
            <Radio key={k} value={k}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
        {s.emptyAction === 'toMember' && (
          <div style={{ marginTop: 8 }}>
            <PeopleField
              label="转交人员"
              value={s.emptyMember ? [s.emptyMember] : []}
              onChange={(list) => patch({ emptyMember: list.at(-1) ?? null })}
            />
          </div>
        )}
      </Form.Item>
    </Form>
  );
  return (
    <HandlerSettings role="审批人" perms={perms} onPerms={setPerms} error={error} onOk={ok} onCancel={onClose}>
      {who}
    </HandlerSettings>
  );
}

/** Settings of one approver node. */
export function ApproverDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const flow = useApprovalDraft((s) => s.flow);
  return (
    <Drawer open={!!id} title="审批人设置" onClose={onClose} destroyOnHidden size={480}>
      {id && <EditApprover key={id} flow={flow} id={id} onClose={onClose} />}
    </Drawer>
  );
}
