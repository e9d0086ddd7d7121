import { Radio, Space } from 'antd';
import type { ManageScope } from '@/lib/scope/manage-scope';
import { DepartmentPicker } from './department-picker';
import { WHOLE_COMPANY } from './manage-scope-text';

/** The server's limit (assumed contract "Scoped administrators"). */
const MAX_DEPARTMENTS = 100;

interface Props {
  value?: ManageScope;
  onChange?: (value: ManageScope) => void;
  /** the caller's own scope: a scoped caller cannot grant 全公司 (the server answers 超出您的管理范围);
   *  the picker's tree already holds only the caller's departments */
  callerScope: ManageScope | undefined;
  id?: string;
}

/** 管理范围 of an administrator or an admin role: 全公司, or 指定部门 (with all their sub-departments)
 *  chosen in the shared department picker. */
export function ManageScopeField({ value = { type: 'all' }, onChange, callerScope, id }: Props) {
  const scoped = callerScope?.type === 'departments';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Radio.Group
        id={id}
        aria-label="管理范围"
        value={value.type}
        onChange={(e) =>
          onChange?.(e.target.value === 'all' ? { type: 'all' } : { type: 'departments', departmentIds: [] })
        }
        options={[
          { value: 'all', label: WHOLE_COMPANY, disabled: scoped },
          { value: 'departments', label: '指定部门' },
        ]}
      />
      {value.type === 'departments' && (
        <DepartmentPicker
          aria-label="管理范围部门"
          multiple
          value={value.departmentIds}
          onChange={(ids) => onChange?.({ type: 'departments', departmentIds: ids as string[] })}
        />
      )}
    </Space>
  );
}

/** The field's rule: 指定部门 needs at least one department, and at most 100. */
export function checkManageScope(_rule: unknown, value: ManageScope | undefined): Promise<void> {
  if (value?.type !== 'departments') return Promise.resolve();
  if (!value.departmentIds.length) return Promise.reject(new Error('请选择管理范围'));
  if (value.departmentIds.length > MAX_DEPARTMENTS) return Promise.reject(new Error('管理范围最多选择100个部门'));
  return Promise.resolve();
}
