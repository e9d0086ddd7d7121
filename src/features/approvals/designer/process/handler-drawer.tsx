import { useState, type ReactNode } from 'react';
import { Drawer, Form, Input, Radio, Select } from 'antd';
import type { UserRef } from '../../api/types';
import { useApprovalDraft } from '../../stores/approval-draft';
import { findNode } from '../../process/model/flow-tree';
import { LEVEL_LABELS } from '../../process/model/describe';
import { setFieldPermissions } from '../../process/model/field-permissions';
import type { AnyNode, FieldPermission, FieldPermissions, StartNode } from '../../process/model/types';
import { PeopleField } from '../basic/people-field';
import { HandlerSettings } from './handler-settings';

/** What approver and CC settings have in common: who is picked by a mode, by name or by supervisor level. */
interface CommonSettings {
  mode: string;
  members: UserRef[];
  supervisorLevel: number;
}

interface Props<S extends CommonSettings> {
  id: string | null;
  onClose(): void;
  /** the node type, also the prefix of the fields' ids (approver-name, cc-level) */
  type: 'approver' | 'cc';
  /** 审批人 or 抄送人: the default node name, the drawer title and the labels built from it */
  role: string;
  size: number;
  modeLabels: Readonly<Record<string, string>>;
  /** 审批成员 or 抄送成员 */
  membersLabel: string;
  /** the field permissions the node may be given (see HandlerSettings) */
  choices?: readonly FieldPermission[];
  /** the node `id` names, if it is of this drawer's type */
  own(node: AnyNode | undefined): { name: string; settings: S | null; fieldPermissions?: FieldPermissions } | null;
  defaults(): S;
  problem(s: S): string | null;
  save(flow: StartNode, id: string, s: S, name: string): StartNode;
  /** the fields only this kind of node has, shown after the common ones */
  fields(s: S, patch: (p: Partial<S>) => void): ReactNode;
}

type EditProps<S extends CommonSettings> = Omit<Props<S>, 'id' | 'size'> & { flow: StartNode; id: string };

function EditHandler<S extends CommonSettings>(p: EditProps<S>) {
  const { type, role, id, onClose } = p;
  const start = p.own(findNode(p.flow, id));
  const [name, setName] = useState(start?.name ?? role);
  const [s, setS] = useState<S>(start?.settings ?? p.defaults());
  const [perms, setPerms] = useState<FieldPermissions>(start?.fieldPermissions ?? {});
  const [error, setError] = useState<string | null>(null);
  const patch = (next: Partial<S>) => setS((old) => ({ ...old, ...next }));
  const common = (next: Partial<CommonSettings>) => setS((old) => ({ ...old, ...next }));
  const ok = () => {
    const problem = p.problem(s);
    if (problem) return setError(problem);
    useApprovalDraft.getState().setFlow((f) => setFieldPermissions(p.save(f, id, s, name), id, perms));
    onClose();
  };
  return (
    <HandlerSettings
      role={role}
      choices={p.choices}
      perms={perms}
      onPerms={setPerms}
      error={error}
      onOk={ok}
      onCancel={onClose}
    >
      <Form layout="vertical">
        <Form.Item label="节点名称" htmlFor={`${type}-name`}>
          <Input id={`${type}-name`} value={name} maxLength={20} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        <Form.Item label={role}>
          <Radio.Group aria-label={`${role}类型`} value={s.mode} onChange={(e) => common({ mode: e.target.value })}>
            {Object.entries(p.modeLabels).map(([k, label]) => (
              <Radio key={k} value={k}>
                {label}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {s.mode === 'members' && (
          <Form.Item label={p.membersLabel}>
            <PeopleField label={p.membersLabel} value={s.members} onChange={(members) => common({ members })} />
          </Form.Item>
        )}
        {s.mode === 'supervisor' && (
          <Form.Item label="发起人的" htmlFor={`${type}-level`}>
            <Select
              id={`${type}-level`}
              aria-label="主管级别"
              value={s.supervisorLevel}
              onChange={(supervisorLevel) => common({ supervisorLevel })}
              options={LEVEL_LABELS.map((label, i) => ({ value: i + 1, label }))}
            />
          </Form.Item>
        )}
        {p.fields(s, patch)}
      </Form>
    </HandlerSettings>
  );
}

/**
 * The drawer of an approver or CC node. Both pick people the same way (a mode, named members or the
 * starter's supervisor), keep a draft until 确定 and save name, settings and field permissions together;
 * this is that shared part, so the two drawers only add what differs.
 */
export function HandlerDrawer<S extends CommonSettings>({ id, size, ...rest }: Props<S>) {
  const flow = useApprovalDraft((st) => st.flow);
  return (
    <Drawer open={!!id} title={`${rest.role}设置`} onClose={rest.onClose} destroyOnHidden size={size}>
      {id && <EditHandler key={id} {...rest} flow={flow} id={id} />}
    </Drawer>
  );
}
