import { Form, Radio, Select, Space } from 'antd';
import { setApprover } from '../../process/model/flow-tree';
import { APPROVER_MODE_LABELS, EMPTY_ACTION_LABELS, SIGN_MODE_LABELS } from '../../process/model/describe';
import { approverProblem } from '../../process/model/validate-flow';
import type { ApproverSettings } from '../../process/model/types';
import { PeopleField } from '../basic/people-field';
import { HandlerDrawer } from './handler-drawer';

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

const several = (s: ApproverSettings) =>
  s.mode === 'role' ||
  (s.mode === 'members' && s.members.length > 1) ||
  (s.mode === 'chosen' && s.chooseMultiple) ||
  s.mode === 'supervisor';

/** The fields only an approver node has: its role, one or several chosen, how several sign, who takes an empty step. */
const approverFields = (s: ApproverSettings, patch: (p: Partial<ApproverSettings>) => void) => (
  <>
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
    {several(s) && (
      <Form.Item label="多人审批时采用的审批方式">
        <Radio.Group aria-label="多人审批方式" value={s.signMode} onChange={(e) => patch({ signMode: e.target.value })}>
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
  </>
);

/** Settings of one approver node. */
export function ApproverDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  return (
    <HandlerDrawer<ApproverSettings>
      id={id}
      onClose={onClose}
      type="approver"
      role="审批人"
      size={480}
      modeLabels={APPROVER_MODE_LABELS}
      membersLabel="审批成员"
      own={(node) => (node?.type === 'approver' ? node : null)}
      defaults={defaults}
      problem={approverProblem}
      save={setApprover}
      fields={approverFields}
    />
  );
}
