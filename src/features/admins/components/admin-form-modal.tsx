import { useState } from 'react';
import { Alert, Form, Select } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { toastSuccess } from '@/lib/feedback/toast';
import { addAdmins, editPrivilege } from '../api/admins-api';
import { useAdminMutation, useCandidates } from '../api/queries';
import type { AdminEntry } from '../api/types';
import { PrivilegeChecks } from './privilege-checks';
import { PersonRef } from '@/components/directory/person-ref';
import { checkManageScope, ManageScopeField } from '@/components/directory/manage-scope-field';
import { useManageScope } from '@/lib/scope/scope-queries';
import type { ManageScope } from '@/lib/scope/manage-scope';

interface Props {
  /** null: add; an entry: edit its privileges */
  editing: AdminEntry | null;
  open: boolean;
  onClose(): void;
}

interface Values {
  lenovoIds: string[];
  menuIds: string[];
  manageScope: ManageScope;
}

/** Add administrators or edit one's privileges. Code 999 refusals show inside the dialog. Mounted per
 *  opening (the page renders it only while open), so its values are the form's initial values (nothing
 *  is written into the fields after they are shown, where it would erase what the user chose) and the
 *  refusal and the search text start empty. */
export function AdminFormModal({ editing, open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const candidates = useCandidates(name, open && !editing);
  const handlers = { onRefused: setRefusal };
  const add = useAdminMutation(addAdmins, { ...handlers, onDone: () => (toastSuccess('添加成功'), onClose()) });
  const edit = useAdminMutation(editPrivilege, { ...handlers, onDone: () => (toastSuccess('权限已更新'), onClose()) });
  const callerScope = useManageScope();
  // a scoped caller can grant only departments of his own scope (assumed contract "Scoped administrators")
  const initialScope: ManageScope =
    editing?.manageScope ??
    (callerScope?.type === 'departments' ? { type: 'departments', departmentIds: [] } : { type: 'all' });

  const submit = async (v: Values) => {
    setRefusal(null);
    if (editing) await edit.mutateAsync({ lenovoId: editing.lenovoId, menuIds: v.menuIds, manageScope: v.manageScope });
    else await add.mutateAsync({ lenovoIds: v.lenovoIds, menuIds: v.menuIds, manageScope: v.manageScope });
  };

  return (
    <FormDialog
      title={
        editing ? (
          <>
            编辑权限：
            <PersonRef lenovoId={editing.lenovoId} name={editing.name} />
          </>
        ) : (
          '添加管理员'
        )
      }
      width={680}
      form={form}
      initialValues={{ lenovoIds: [], menuIds: editing?.menuIds ?? [], manageScope: initialScope }}
      save={submit}
      onClose={onClose}
    >
      {refusal && <Alert role="alert" type="error" showIcon title={refusal} style={{ marginBottom: 12 }} />}
      {!editing && (
        <Form.Item label="选择成员" name="lenovoIds" rules={[{ required: true, message: '请选择成员' }]}>
          <Select
            mode="multiple"
            aria-label="选择成员"
            showSearch
            filterOption={false}
            onSearch={setText}
            loading={candidates.isFetching}
            placeholder="输入姓名搜索"
            notFoundContent={candidates.isFetching ? '搜索中…' : '未找到成员'}
            options={(candidates.data ?? []).map((u) => ({
              value: u.lenovoId,
              label: `${u.name}（${u.telephone}）`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        label="管理权限"
        name="menuIds"
        rules={[{ required: true, type: 'array', min: 1, message: '请至少选择一项管理权限' }]}
      >
        <PrivilegeChecks />
      </Form.Item>
      <Form.Item label="管理范围" name="manageScope" rules={[{ validator: checkManageScope }]}>
        <ManageScopeField callerScope={callerScope} />
      </Form.Item>
    </FormDialog>
  );
}
