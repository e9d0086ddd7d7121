import { Checkbox, Form, Radio, Switch } from 'antd';
import { setCc } from '../../process/model/flow-tree';
import { CC_PERMISSIONS } from '../../process/model/field-permissions';
import { CC_MODE_LABELS, CC_NOTIFY_LABELS } from '../../process/model/describe';
import { ccProblem } from '../../process/model/validate-flow';
import type { CcSettings } from '../../process/model/types';
import { APPROVER_ROLES } from './approver-drawer';
import { HandlerDrawer } from './handler-drawer';

const defaults = (): CcSettings => ({
  mode: 'members',
  members: [],
  roles: [],
  supervisorLevel: 1,
  allowAdd: true,
  notifyOn: 'start',
});

/** The fields only a CC node has: its roles, when the copy is sent, and whether the starter may add people. */
const ccFields = (s: CcSettings, patch: (p: Partial<CcSettings>) => void) => (
  <>
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
  </>
);

/** Settings of one CC node (抄送人): who is copied, when, and what of the form they see. */
export function CcDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  return (
    <HandlerDrawer<CcSettings>
      id={id}
      onClose={onClose}
      type="cc"
      role="抄送人"
      size={520}
      modeLabels={CC_MODE_LABELS}
      membersLabel="抄送成员"
      choices={CC_PERMISSIONS}
      own={(node) => (node?.type === 'cc' ? node : null)}
      defaults={defaults}
      problem={ccProblem}
      save={setCc}
      fields={ccFields}
    />
  );
}
