import { useState } from 'react';
import { Checkbox, Drawer, Form, Input, Radio, Select, Switch } from 'antd';
import { useApprovalDraft } from '../../stores/approval-draft';
import { findNode, setCc } from '../../process/model/flow-tree';
import { CC_PERMISSIONS, setFieldPermissions } from '../../process/model/field-permissions';
import { CC_MODE_LABELS, CC_NOTIFY_LABELS, LEVEL_LABELS } from '../../process/model/describe';
import { ccProblem } from '../../process/model/validate-flow';
import type { CcSettings, FieldPermissions, StartNode } from '../../process/model/types';
import { PeopleField } from '../basic/people-field';
import { APPROVER_ROLES } from './approver-drawer';
import { HandlerSettings } from './handler-settings';

const defaults = (): CcSettings => ({
  mode: 'members',
  members: [],
  roles: [],
  supervisorLevel: 1,
  allowAdd: true,
  notifyOn: 'start',
});

function EditCc({ flow, id, onClose }: { flow: StartNode; id: string; onClose(): void }) {
  const node = findNode(flow, id);
  const start = node?.type === 'cc' ? node : null;
  const [name, setName] = useState(start?.name ?? '抄送人');
  const [s, setS] = useState<CcSettings>(start?.settings ?? defaults());
  const [perms, setPerms] = useState<FieldPermissions>(start?.fieldPermissions ?? {});
  const [error, setError] = useState<string | null>(null);
  const patch = (p: Partial<CcSettings>) => setS((old) => ({ ...old, ...p }));
  const ok = () => {
    const problem = ccProblem(s);
    if (problem) return setError(problem);
    useApprovalDraft.getState().setFlow((f) => setFieldPermissions(setCc(f, id, s, name), id, perms));
    onClose();
  };
  const who = (
    <Form layout="vertical">
      <Form.Item label="节点名称" htmlFor="cc-name">
        <Input id="cc-name" value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
      </Form.Item>
      <Form.Item label="抄送人">
        <Radio.Group aria-label="抄送人类型" value={s.mode} onChange={(e) => patch({ mode: e.target.value })}>
          {Object.entries(CC_MODE_LABELS).map(([k, label]) => (
            <Radio key={k} value={k}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {s.mode === 'members' && (
        <Form.Item label="抄送成员">
          <PeopleField label="抄送成员" value={s.members} onChange={(members) => patch({ members })} />
        </Form.Item>
      )}
      {s.mode === 'role' && (
        <Form.Item label="抄送角色">
          <Checkbox.Group
            aria-label="抄送角色"
            value={s.roles}
            options={APPROVER_ROLES}
            onChange={(roles) => patch({ roles: roles as string[] })}
          />
        </Form.Item>
      )}
      {s.mode === 'supervisor' && (
        <Form.Item label="发起人的" htmlFor="cc-level">
          <Select
            id="cc-level"
            aria-label="主管级别"
            value={s.supervisorLevel}
            onChange={(supervisorLevel) => patch({ supervisorLevel })}
            options={LEVEL_LABELS.map((label, i) => ({ value: i + 1, label }))}
          />
        </Form.Item>
      )}
      <Form.Item label="抄送时机">
        <Radio.Group aria-label="抄送时机" value={s.notifyOn} onChange={(e) => patch({ notifyOn: e.target.value })}>
          {Object.entries(CC_NOTIFY_LABELS).map(([k, label]) => (
            <Radio key={k} value={k}>
              {label}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="允许发起人添加抄送人" htmlFor="cc-allow-add">
        <Switch
          id="cc-allow-add"
          aria-label="允许发起人添加抄送人"
          checked={s.allowAdd}
          onChange={(allowAdd) => patch({ allowAdd })}
        />
      </Form.Item>
    </Form>
  );
  return (
    <HandlerSettings
      role="抄送人"
      choices={CC_PERMISSIONS}
      perms={perms}
      onPerms={setPerms}
      error={error}
      onOk={ok}
      onCancel={onClose}
    >
      {who}
    </HandlerSettings>
  );
}

/** Settings of one CC node (抄送人): who is copied, when, and what of the form they see. */
export function CcDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const flow = useApprovalDraft((s) => s.flow);
  return (
    <Drawer open={!!id} title="抄送人设置" onClose={onClose} destroyOnHidden size={520}>
      {id && <EditCc key={id} flow={flow} id={id} onClose={onClose} />}
    </Drawer>
  );
}
