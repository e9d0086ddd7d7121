import { useState } from 'react';
import { Button, Form, Modal, Radio, Space, Tag } from 'antd';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { MemberPicker } from '@/components/directory/member-picker';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useUpdateAppVisible } from '../api/queries';
import type { AppInfo, AppVisibleRange } from '../api/types';
import { MSG_SCOPE_EMPTY } from '../constants';

interface Values {
  visibleRange: AppVisibleRange;
  departIds: string[];
}

type Person = { lenovoId: string; name: string };

/** 设置可见范围: everyone, or chosen departments (sub-departments included) and people. */
export function VisibilityModal({ app, onClose }: { app: Pick<AppInfo, 'id' | 'name' | 'visibleRange' | 'visibleDeparts' | 'visibleUsers'>; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const update = useUpdateAppVisible();
  const submit = useSubmitOnce();
  const [people, setPeople] = useState<Person[]>(app.visibleUsers);
  const [picking, setPicking] = useState(false);
  const range = Form.useWatch('visibleRange', form) ?? app.visibleRange;

  const save = async (v: Values) => {
    const limited = v.visibleRange === 3;
    if (limited && !v.departIds.length && !people.length) {
      form.setFields([{ name: 'departIds', errors: [MSG_SCOPE_EMPTY] }]);
      return;
    }
    await update.mutateAsync({ id: app.id, visibleRange: v.visibleRange, departIds: limited ? v.departIds : [], lenovoIds: limited ? people.map((p) => p.lenovoId) : [] });
    toastSuccess('可见范围已保存');
    onClose();
  };

  return (
    <Modal open title={`设置可见范围：${app.name}`} okText="保存" cancelText="取消" onCancel={submit.pending ? undefined : onClose} closable={!submit.pending} destroyOnHidden width={560}
      onOk={submit.validated(form, save)} okButtonProps={{ loading: submit.pending }} cancelButtonProps={{ disabled: submit.pending }}>
      <Form form={form} layout="vertical" preserve={false} onFinish={submit.guard(save)}
        initialValues={{ visibleRange: app.visibleRange, departIds: app.visibleDeparts.map((d) => d.id) } satisfies Values}>
        <Form.Item name="visibleRange" label="可见范围">
          <Radio.Group options={[{ value: 2, label: '全员可见' }, { value: 3, label: '指定部门和人员' }]} />
        </Form.Item>
        {range === 3 && (
          <>
            <Form.Item name="departIds" label="可见部门（含子部门）">
              <DepartmentPicker multiple aria-label="可见部门" placeholder="选择部门" />
            </Form.Item>
            <Form.Item label={`可见人员（${people.length}人）`}>
              <Space wrap>
                {people.map((p) => <Tag key={p.lenovoId} closable onClose={() => setPeople(people.filter((x) => x.lenovoId !== p.lenovoId))}>{p.name}</Tag>)}
                <Button size="small" onClick={() => setPicking(true)}>添加人员</Button>
              </Space>
            </Form.Item>
          </>
        )}
      </Form>
      <MemberPicker open={picking} title="添加可见人员" onCancel={() => setPicking(false)}
        onOk={(list) => {
          const had = new Set(people.map((p) => p.lenovoId));
          setPeople([...people, ...list.filter((m) => !had.has(m.lenovoId)).map((m) => ({ lenovoId: m.lenovoId, name: m.name }))]);
          setPicking(false);
          form.setFields([{ name: 'departIds', errors: [] }]);
        }} />
    </Modal>
  );
}
