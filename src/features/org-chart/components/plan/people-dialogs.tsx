import { useState } from 'react';
import { Button, Form, Select, Typography } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import type { PersonMove, PlanChangeInput } from '../../api/plan-types';
import { ChangeDialog } from './change-dialog';
import { PlanDepartmentSelect } from './plan-department-select';
import type { PlanNode, PlanTree } from './plan-tree';

/** 调出: the chosen members of `node` leave it for another department of the plan. */
export function MoveOutDialog(props: {
  planId: string;
  node: PlanNode;
  tree: PlanTree;
  staffIds: string[];
  onClose(): void;
}) {
  const { node, staffIds } = props;
  return (
    <ChangeDialog<{ target: string }>
      planId={props.planId}
      onClose={props.onClose}
      title={`将${staffIds.length}人调出“${node.dept.departName}”`}
      toChanges={(v) => [{ kind: 'moveStaff', staffIds, fromDepartId: node.id, toDepartId: v.target }]}
    >
      <Form.Item label="调入部门" name="target" rules={[{ required: true, message: '请选择调入部门' }]}>
        <PlanDepartmentSelect tree={props.tree} aria-label="调入部门" disabledIds={new Set([node.id])} />
      </Form.Item>
    </ChangeDialog>
  );
}

interface Incoming {
  id: string;
  name: string;
  /** the departments the person is in, in the plan, other than the target */
  from: string[];
  chosen: string;
}

/** 调入人员: people found by search join `node`, each leaving one of their departments (in the plan:
 *  their live departments, as the plan's earlier moves left them); one change per department left. */
export function MoveInDialog(props: {
  planId: string;
  node: PlanNode;
  tree: PlanTree;
  moves: ReadonlyMap<string, PersonMove>;
  onClose(): void;
}) {
  const { node, tree, moves } = props;
  const [picking, setPicking] = useState(true);
  const [people, setPeople] = useState<Incoming[]>([]);
  const nameOf = (id: string) => tree.byId.get(id)?.dept.departName ?? '';
  const add = (list: Member[]) => {
    const known = new Set(people.map((p) => p.id));
    const next = list
      .filter((m) => !known.has(m.id))
      .map((m) => {
        const from = (moves.get(m.id)?.afterDepartIds ?? m.departmentList.map((d) => d.id)).filter(
          (id) => id !== node.id,
        );
        return { id: m.id, name: m.name, from, chosen: from[0] ?? '' };
      });
    setPeople([...people, ...next]);
    setPicking(false);
  };
  const toChanges = (): PlanChangeInput[] => {
    const groups = new Map<string, string[]>();
    for (const p of people.filter((x) => x.chosen)) groups.set(p.chosen, [...(groups.get(p.chosen) ?? []), p.id]);
    return [...groups].map(([fromDepartId, staffIds]) => ({
      kind: 'moveStaff',
      staffIds,
      fromDepartId,
      toDepartId: node.id,
    }));
  };
  return (
    <>
      {/* the picker opens first, alone: two dialogs opening at once would contend for the focus */}
      {(people.length > 0 || !picking) && (
        <ChangeDialog
          planId={props.planId}
          onClose={props.onClose}
          title={`调入人员到“${node.dept.departName}”`}
          toChanges={toChanges}
          okDisabled={!people.some((p) => p.chosen)}
        >
          <Button onClick={() => setPicking(true)}>选择人员</Button>
          {people.length ? (
            <ul aria-label="调入的人员" style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }}>
              {people.map((p) => (
                <li
                  key={p.id}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '4px 0' }}
                >
                  {p.name}
                  {!p.from.length ? (
                    <Typography.Text type="secondary">已在本部门</Typography.Text>
                  ) : p.from.length === 1 ? (
                    <Typography.Text type="secondary">调出“{nameOf(p.from[0])}”</Typography.Text>
                  ) : (
                    <Select
                      size="small"
                      aria-label={`${p.name}调出的部门`}
                      value={p.chosen}
                      style={{ minWidth: 160 }}
                      options={p.from.map((id) => ({ value: id, label: `调出“${nameOf(id)}”` }))}
                      onChange={(v) => setPeople(people.map((x) => (x.id === p.id ? { ...x, chosen: v } : x)))}
                    />
                  )}
                  <Button
                    type="link"
                    size="small"
                    aria-label={`移除${p.name}`}
                    onClick={() => setPeople(people.filter((x) => x.id !== p.id))}
                  >
                    移除
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              请选择人员
            </Typography.Paragraph>
          )}
        </ChangeDialog>
      )}
      <MemberPicker
        open={picking}
        title="选择调入的人员"
        // cancelled before anyone was chosen: nothing to move in
        onCancel={() => (people.length ? setPicking(false) : props.onClose())}
        onOk={add}
      />
    </>
  );
}
