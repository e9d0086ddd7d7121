import { useState } from 'react';
import { Button, Form, Modal, Radio, Space, Tag } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useAuthorizePrinter } from '../api/queries';
import type { Printer } from '../api/types';

interface Values {
  range: 'all' | 'custom';
  departIds: string[];
}
type Person = { lenovoId: string; name: string };
const MSG_NOBODY = '请选择可使用打印机的部门或人员';

/** 使用权限: who may print on the printer, everyone or chosen departments and people (/printer/authorization). */
export function AuthorizationModal({ printer, onClose }: { printer: Printer; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const authorize = useAuthorizePrinter();
  const submit = useSubmitOnce();
  const [people, setPeople] = useState<Person[]>(printer.authorization.users);
  const [picking, setPicking] = useState(false);
  const range = Form.useWatch('range', form) ?? printer.authorization.range;

  const save = async (v: Values) => {
    if (v.range === 'custom' && !v.departIds.length && !people.length) {
      form.setFields([{ name: 'departIds', errors: [MSG_NOBODY] }]);
      return;
    }
    const custom = v.range === 'custom';
    await authorize.mutateAsync({ printerId: printer.printerId, range: v.range, departIds: custom ? v.departIds : [], lenovoIds: custom ? people.map((p) => p.lenovoId) : [] });
    toastSuccess('使用权限已保存');
    onClose();
  };
  return (
    <Modal open title={`使用权限 · ${printer.printerSn}`} okText="保存" cancelText="取消" destroyOnHidden width={560} onCancel={onClose}
      onOk={submit.validated(form, save)} okButtonProps={{ loading: submit.pending }}>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit.guard(save)}
        initialValues={{ range: printer.authorization.range, departIds: printer.authorization.departIds } satisfies Values}>
        <Form.Item name="range" label="可使用人员">
          <Radio.Group options={[{ value: 'all', label: '全部成员' }, { value: 'custom', label: '指定部门和人员' }]} />
        </Form.Item>
        <Form.Item name="departIds" label="部门" hidden={range !== 'custom'}>
          <DepartmentPicker multiple aria-label="可使用部门" placeholder="选择部门" />
        </Form.Item>
        {range === 'custom' && (
          <Form.Item label={`人员（${people.length}人）`}>
            <Space wrap>
              {people.map((p) => <Tag key={p.lenovoId} closable onClose={() => setPeople(people.filter((x) => x.lenovoId !== p.lenovoId))}>{p.name}</Tag>)}
              <Button size="small" onClick={() => setPicking(true)}>选择人员</Button>
            </Space>
          </Form.Item>
        )}
      </Form>
      <MemberPicker open={picking} title="选择可使用人员" onCancel={() => setPicking(false)}
        onOk={(list) => {
          // added to those already chosen (the picker speaks in enterprise user ids, the printer in lenovoIds)
          setPeople((now) => [...now, ...list.filter((m) => !now.some((p) => p.lenovoId === m.lenovoId)).map((m) => ({ lenovoId: m.lenovoId, name: m.name }))]);
          setPicking(false);
          form.setFields([{ name: 'departIds', errors: [] }]);
        }} />
    </Modal>
  );
}
