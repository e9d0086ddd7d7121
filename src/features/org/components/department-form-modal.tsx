import { useMemo, useState } from 'react';
import { Button, Checkbox, Form, Input, Modal, Space, Tag } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { loadRef } from '@/components/directory/ref-batcher';
import { departmentsById } from '@/lib/org/shown-tree';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { useSession } from '@/stores/session';
import { editDepartment, insertDepartment } from '../api/org-api';
import { fetchDepartTree } from '@/lib/org/depart-tree';
import { useDepartTree, useOrgMutation } from '../api/queries';
import { departmentBody } from '../api/department-body';
import type { DepartmentInput, DepartTreeNode } from '../api/types';
import { FAIL } from '../constants';
import { SupervisorSelect } from './supervisor-select';

export type DepartFormTarget =
  { mode: 'add'; parent: DepartTreeNode } | { mode: 'edit'; node: DepartTreeNode; subtree: ReadonlySet<string> };

/** What the edit dialog edits, as it compares ('' for none). */
const editedDepartment = (d: DepartTreeNode) => ({
  departName: d.departName,
  departNum: d.departNum || '',
  parentDepartId: d.parentDepartId,
  departSupervisorId: d.departSupervisorId || '',
});

/** The department read again. A supervisor released since the dialog opened because they left (the
 *  departure set no one, docs/product.md Part D §3) is no administrator's edit, as the server's own
 *  check of oldDepartSupervisorId says: the dialog already shows them 已离职 and the save drops them,
 *  so that alone does not ask. */
async function departmentNow(opened: DepartTreeNode, tree: DepartTreeNode[]) {
  const now = departmentsById(tree).get(opened.id);
  if (!now || now.departSupervisorId || !opened.departSupervisorId) return now ?? null;
  const { state } = await loadRef('userIds', opened.departSupervisorId);
  return state === 'departed' || state === 'deleted' ? { ...now, departSupervisorId: opened.departSupervisorId } : now;
}

interface Values {
  departName: string;
  departNum?: string;
  parentDepartId: string;
  departSupervisorId?: string;
  isCreateDepartGroup?: boolean;
}

/** Add or edit a department (/depart/insert, /depart/edit with oldDepartSupervisorId). */
export function DepartmentFormModal({ target, onClose }: { target: DepartFormTarget; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const enterpriseNumber = useSession((s) => s.enterprise?.enterpriseNumber ?? '');
  const tree = useDepartTree();
  const [members, setMembers] = useState<Member[]>([]);
  const [picking, setPicking] = useState(false);
  // the department as the dialog last showed it: after 重新加载, as the server has it now
  const opened = useOpenedRecord(target.mode === 'edit' ? target.node : undefined);
  const editing = target.mode === 'edit' ? (opened.opened ?? target.node) : null;
  const isRoot = editing?.parentDepartId === '0';
  const submitOnce = useSubmitOnce();
  const save = useOrgMutation((body: DepartmentInput) => (editing ? editDepartment(body) : insertDepartment(body)), {
    ok: editing ? '部门已保存' : '部门已添加',
    fail: editing ? FAIL.editDepart : FAIL.addDepart,
  });
  const initial = useMemo<Values>(
    () =>
      editing
        ? {
            departName: editing.departName,
            departNum: editing.departNum,
            parentDepartId: editing.parentDepartId,
            departSupervisorId: editing.departSupervisorId || undefined,
          }
        : { departName: '', parentDepartId: target.mode === 'add' ? target.parent.id : '' },
    [editing, target],
  );

  const submit = async (v: Values) => {
    // an edit: the tree read again (the page's own read; there is no single-department call), the
    // department found in it by id and compared; the fresh tree also gives the chain of parents
    let fresh: DepartTreeNode[] | null = null;
    let now: DepartTreeNode | null = null;
    if (editing) {
      const go = await saveAllowed({
        opened: editing,
        openedAt: opened.openedAt,
        reread: async () => (now = await departmentNow(editing, (fresh = await fetchDepartTree()))),
        edited: editedDepartment,
        name: editing.departName,
        reload: (node) => {
          const { departName, departNum, parentDepartId, departSupervisorId } = editedDepartment(node);
          form.setFieldsValue({ departName, departNum, parentDepartId });
          // setFields: a supervisor the other administrator removed must go from here too
          form.setFields([{ name: 'departSupervisorId', value: departSupervisorId || undefined }]);
          opened.reopen(node);
        },
      });
      if (!go) return;
    }
    const body = departmentBody(v, {
      tree: fresh ?? tree.data ?? [],
      enterpriseNumber,
      // oldDepartSupervisorId: the supervisor the server has now (仍然保存 over another's change)
      editing: now ?? editing,
      usedIds: members.map((m) => m.id),
    });
    await save.mutateAsync(body);
    onClose();
  };

  return (
    <Modal
      open
      title={editing ? '编辑部门' : '添加部门'}
      onCancel={onClose}
      okText="保存"
      cancelText="取消"
      onOk={submitOnce.validated(form, submit)}
      okButtonProps={{ loading: submitOnce.pending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submitOnce.guard(submit)}>
        <Form.Item
          label="部门名称"
          name="departName"
          rules={[
            { required: true, whitespace: true, message: '请输入部门名称' },
            { max: 30, message: '部门名称不能超过30个字符' },
          ]}
        >
          <Input placeholder="请输入部门名称" />
        </Form.Item>
        <Form.Item label="部门编号" name="departNum">
          <Input placeholder="选填" />
        </Form.Item>
        {!isRoot && (
          <Form.Item label="上级部门" name="parentDepartId" rules={[{ required: true, message: '请选择上级部门' }]}>
            <DepartmentPicker aria-label="上级部门" disabledIds={target.mode === 'edit' ? target.subtree : undefined} />
          </Form.Item>
        )}
        <Form.Item label="部门主管" name="departSupervisorId">
          <SupervisorSelect initialName={editing?.supervisorName} />
        </Form.Item>
        {!editing && (
          <>
            <Form.Item label="部门成员">
              <Space wrap>
                {members.map((m) => (
                  <Tag key={m.id} closable onClose={() => setMembers(members.filter((x) => x.id !== m.id))}>
                    {m.name}
                  </Tag>
                ))}
                <Button size="small" onClick={() => setPicking(true)}>
                  选择成员
                </Button>
              </Space>
            </Form.Item>
            <Form.Item name="isCreateDepartGroup" valuePropName="checked">
              <Checkbox>同时创建部门群</Checkbox>
            </Form.Item>
          </>
        )}
      </Form>
      <MemberPicker
        open={picking}
        initial={members}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          setMembers(list);
          setPicking(false);
        }}
      />
    </Modal>
  );
}
