import { Form, Input, Modal, Select } from 'antd';
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
  const [form] = Form.useForm<Advanced>();
  const departs = useDepartPullDown();
  return (
    <Modal
      open
      title="高级搜索"
      okText="搜索"
      cancelText="取消"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(v) =>
          onSearch(
            Object.fromEntries(
              Object.entries(v).map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
            ) as Advanced,
          )
        }
      >
        <Form.Item name="name" label="姓名">
          <Input placeholder="请输入姓名" />
        </Form.Item>
        <Form.Item name="position" label="职位">
          <Input placeholder="请输入职位" />
        </Form.Item>
        <Form.Item name="telephone" label="手机号">
          <Input placeholder="请输入手机号" />
        </Form.Item>
        <Form.Item name="email" label="邮箱">
          <Input placeholder="请输入邮箱" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
