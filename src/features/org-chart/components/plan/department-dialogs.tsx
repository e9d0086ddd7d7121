import { Form, Input } from 'antd';
import { subtreeIds } from '@/lib/org/shown-tree';
import { ChangeDialog } from './change-dialog';
import { PlanDepartmentSelect } from './plan-department-select';
import { PlanSupervisorSelect } from './plan-supervisor-select';
import type { PlanNode, PlanTree } from './plan-tree';

/** The dialogs of a selected department, each recording one change (docs/assumed-contract.md
 *  "Restructure plans", Changes). */
export type DepartmentAction = 'rename' | 'move' | 'create' | 'merge' | 'supervisor';

interface Props {
  action: DepartmentAction;
  planId: string;
  node: PlanNode;
  tree: PlanTree;
  onClose(): void;
  onRecorded?(changeId: string): void;
}

const nameRules = [
  { required: true, whitespace: true, message: '请输入部门名称' },
  { max: 30, message: '部门名称不能超过30个字符' },
];

export function DepartmentDialog({ action, planId, node, tree, onClose, onRecorded }: Props) {
  const d = node.dept;
  const common = { planId, onClose, onRecorded };
  switch (action) {
    case 'rename':
      return (
        <ChangeDialog<{ departName: string }>
          {...common}
          title={`重命名“${d.departName}”`}
          initialValues={{ departName: d.departName }}
          toChanges={(v) => [{ kind: 'rename', departId: d.id, departName: v.departName.trim() }]}
        >
          <Form.Item label="部门名称" name="departName" rules={nameRules}>
            <Input placeholder="请输入部门名称" />
          </Form.Item>
        </ChangeDialog>
      );
    case 'create':
      return (
        <ChangeDialog<{ departName: string }>
          {...common}
          title={`在“${d.departName}”下新建部门`}
          toChanges={(v) => [{ kind: 'create', departName: v.departName.trim(), parentDepartId: d.id }]}
        >
          <Form.Item label="部门名称" name="departName" rules={nameRules}>
            <Input placeholder="请输入部门名称" />
          </Form.Item>
        </ChangeDialog>
      );
    case 'move':
    case 'merge': {
      const move = action === 'move';
      return (
        <ChangeDialog<{ target: string }>
          {...common}
          title={move ? `调整“${d.departName}”的上级部门` : `将“${d.departName}”合并到…`}
          toChanges={(v) => [
            move
              ? { kind: 'move', departId: d.id, parentDepartId: v.target }
              : { kind: 'merge', departId: d.id, targetId: v.target },
          ]}
        >
          <Form.Item
            label={move ? '上级部门' : '合并到'}
            name="target"
            rules={[{ required: true, message: move ? '请选择上级部门' : '请选择合并到的部门' }]}
          >
            <PlanDepartmentSelect
              tree={tree}
              aria-label={move ? '上级部门' : '合并到'}
              disabledIds={subtreeIds(node)}
            />
          </Form.Item>
        </ChangeDialog>
      );
    }
    case 'supervisor':
      return (
        <ChangeDialog<{ supervisorId: string }>
          {...common}
          title={`设置“${d.departName}”的主管`}
          initialValues={{ supervisorId: d.supervisorId }}
          toChanges={(v) => [{ kind: 'supervisor', departId: d.id, supervisorId: v.supervisorId ?? '' }]}
        >
          <Form.Item label="部门主管" name="supervisorId">
            <PlanSupervisorSelect currentName={d.supervisorName} />
          </Form.Item>
        </ChangeDialog>
      );
  }
}
