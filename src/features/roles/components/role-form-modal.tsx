import { useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useOpenedRecord } from '@/lib/stale-edit/use-opened-record';
import { roleDetail, saveRole } from '../api/roles-api';
import { useRoleMutation } from '../api/queries';
import type { MemberType, Role } from '../api/types';
import { MEMBER_TYPES } from '../constants';
import { MenuPermissionTree, type MenuPermissionValue } from './menu-permission-tree';
import { AppPermissionPicker } from './app-permission-picker';
import { checkManageScope, ManageScopeField } from '@/components/directory/manage-scope-field';
import { useManageScope } from '@/lib/scope/scope-queries';
import type { ManageScope } from '@/lib/scope/manage-scope';

interface Values {
  roleName: string;
  description: string;
  memberType: MemberType;
  access: MenuPermissionValue;
  appIds: string[];
  manageScope: ManageScope;
}

/** A scoped caller cannot grant 全公司: a new role starts at 指定部门 for him. */
const valuesOf = (role: Role | null, callerScope: ManageScope | undefined): Values => ({
  roleName: role?.roleName ?? '',
  description: role?.description ?? '',
  memberType: role?.memberType ?? 'admin',
  access: { menuIds: role?.menuIds ?? [], permissions: role?.permissions ?? [] },
  appIds: role?.appIds ?? [],
  manageScope:
    role?.manageScope ??
    (callerScope?.type === 'departments' && !role ? { type: 'departments', departmentIds: [] } : { type: 'all' }),
});

const sorted = (ids: readonly string[]) => [...ids].sort();

/** What the dialog edits of a role, as it compares (ids sorted; a member role's 管理范围 is not its own). */
const editedRole = (r: Role) => ({
  roleName: r.roleName,
  description: r.description || '',
  memberType: r.memberType,
  menuIds: sorted(r.menuIds),
  permissions: sorted(r.permissions),
  appIds: sorted(r.appIds),
  manageScope:
    r.memberType !== 'admin' || !r.manageScope || r.manageScope.type === 'all'
      ? { type: 'all' }
      : { type: 'departments', departmentIds: sorted(r.manageScope.departmentIds) },
});

/** New role, or edit one (insert with its id). The dialog keeps its values when the save fails. */
export function RoleFormModal({
  open,
  role,
  onClose,
  onSaved,
}: {
  open: boolean;
  role: Role | null;
  onClose(): void;
  onSaved(role: Role): void;
}) {
  const [form] = Form.useForm<Values>();
  const submitOnce = useSubmitOnce();
  const callerScope = useManageScope();
  // the dialog stays mounted between openings: each opening of an edit takes the role anew
  const opened = useOpenedRecord(role ?? undefined);
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open && role) opened.reopen(role);
  }
  // 管理范围 belongs to admin roles only; a member role's is always all
  const memberType = Form.useWatch('memberType', form) ?? role?.memberType ?? 'admin';
  const save = useRoleMutation(saveRole, (saved) => {
    toastSuccess(role ? '角色已保存' : '角色创建成功');
    onSaved(saved);
    onClose();
  });
  const submit = async (v: Values) => {
    // an edit: the role read again (its detail) and compared before the write
    if (role && opened.opened) {
      const go = await saveAllowed({
        opened: opened.opened,
        openedAt: opened.openedAt,
        reread: () => roleDetail(role.id),
        edited: editedRole,
        name: opened.opened.roleName,
        reload: (fresh) => {
          form.setFieldsValue(valuesOf(fresh, callerScope));
          opened.reopen(fresh);
        },
      });
      if (!go) return;
    }
    await save.mutateAsync({
      id: role?.id,
      roleName: v.roleName.trim(),
      description: v.description ?? '',
      memberType: v.memberType,
      menuIds: v.access.menuIds,
      permissions: v.access.permissions,
      appIds: v.appIds ?? [],
      ...(v.memberType === 'admin' && { manageScope: v.manageScope }),
    });
  };
  return (
    <Modal
      open={open}
      title={role ? '编辑角色' : '新建角色'}
      width={640}
      okText="保存"
      cancelText="取消"
      onCancel={onClose}
      onOk={submitOnce.validated(form, (v) => submit(v))}
      okButtonProps={{ loading: submitOnce.pending }}
      destroyOnHidden
    >
      {/* The values are the form's initial values, applied as it mounts with the dialog (and dropped
          with it: preserve false, and clearOnDestroy, or the form instance, which outlives the dialog,
          kept the first opening's values and showed them again after a save). Setting them later
          (after the open animation, or when data arrives) would erase what the user has typed meanwhile. */}
      <Form
        form={form}
        name="role"
        layout="vertical"
        preserve={false}
        clearOnDestroy
        initialValues={valuesOf(role, callerScope)}
        onFinish={submitOnce.guard((v: Values) => submit(v))}
      >
        <Form.Item
          label="角色名称"
          name="roleName"
          rules={[
            { required: true, whitespace: true, message: '请输入角色名称' },
            { max: 20, message: '角色名称不能超过20个字符' },
          ]}
        >
          <Input disabled={role?.builtIn} />
        </Form.Item>
        <Form.Item label="角色说明" name="description">
          <Input.TextArea rows={2} maxLength={100} />
        </Form.Item>
        <Form.Item label="成员类型" name="memberType">
          <Radio.Group options={MEMBER_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
        {memberType === 'admin' && (
          <Form.Item label="管理范围" name="manageScope" rules={[{ validator: checkManageScope }]}>
            <ManageScopeField callerScope={callerScope} />
          </Form.Item>
        )}
        <Form.Item
          label="菜单权限"
          name="access"
          rules={[
            {
              validator: (_r, v?: MenuPermissionValue) =>
                v?.menuIds.length ? Promise.resolve() : Promise.reject(new Error('请至少选择一项菜单权限')),
            },
          ]}
        >
          <MenuPermissionTree />
        </Form.Item>
        <Form.Item label="应用权限" name="appIds">
          <AppPermissionPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
