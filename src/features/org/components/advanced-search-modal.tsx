import { Form, Select } from 'antd';
import { AdvancedSearchDialog, SearchTextField } from '@/components/advanced-search-dialog';
import { useDepartPullDown } from '../api/queries';
import type { StaffQuery } from '../api/types';
import { CLEARABLE } from '@/components/clearable';

type Advanced = NonNullable<StaffQuery['advanced']>;

/** Advanced staff search: name, position, telephone, e-mail, department (/admin/userAdvancedSearch). */
export function AdvancedSearchModal({
  initial,
  onSearch,
  onClose,
}: {
  initial?: Advanced;
  onSearch(v: Advanced): void;
  onClose(): void;
}) {
  const departs = useDepartPullDown();
  return (
    <AdvancedSearchDialog<Advanced> initial={initial} onSearch={onSearch} onClose={onClose}>
      <SearchTextField name="name" label="姓名" />
      <SearchTextField name="position" label="职位" />
      <SearchTextField name="telephone" label="手机号" />
      <SearchTextField name="email" label="邮箱" />
      <Form.Item name="departId" label="部门">
        <Select
          aria-label="部门"
          allowClear={CLEARABLE}
          showSearch={{ optionFilterProp: 'label' }}
          virtual
          loading={departs.isLoading}
          placeholder="请选择部门"
          options={(departs.data ?? []).map((d) => ({ value: d.id, label: d.departName }))}
        />
      </Form.Item>
    </AdvancedSearchDialog>
  );
}
