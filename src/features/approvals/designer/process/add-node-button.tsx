import { Button, Dropdown, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { addApprover, addCc, addCondition } from '../../process/model/flow-tree';
import { useApprovalDraft } from '../../stores/approval-draft';

const ADD = { approver: addApprover, cc: addCc, condition: addCondition } as const;

/** The "+" on the line after a node: adds an approver, a CC node or a condition there. The menu takes
 *  the focus when it opens, so a keyboard user picks with the arrows and Enter (Esc gives it back). */
export function AddNodeButton({ afterId, label }: { afterId: string; label: string }) {
  const { token } = theme.useToken();
  const setFlow = useApprovalDraft((s) => s.setFlow);
  return (
    <div style={{ display: 'flex', justifyContent: 'center', position: 'relative', padding: '14px 0' }}>
      <div
        style={{ position: 'absolute', top: 0, bottom: 0, left: '50%', borderLeft: `2px solid ${token.colorBorder}` }}
      />
      <Dropdown
        trigger={['click']}
        autoFocus
        menu={{
          items: [
            { key: 'approver', label: '审批人' },
            { key: 'cc', label: '抄送人' },
            { key: 'condition', label: '条件分支' },
          ],
          onClick: ({ key }) => setFlow((flow) => ADD[key as keyof typeof ADD](flow, afterId)),
        }}
      >
        <Button
          shape="circle"
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          aria-label={`在${label}后添加节点`}
        />
      </Dropdown>
    </div>
  );
}
