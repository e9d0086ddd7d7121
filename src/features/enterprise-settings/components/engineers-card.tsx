import { useState } from 'react';
import { Button, Card, Form, Input, Modal, Space, Table } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { emailRule, phoneRule } from '@/lib/format/validators';
import { deleteEngineer, editEngineer, saveEngineer } from '../api/settings-api';
import { useEngineers, useSettingsMutation } from '../api/queries';
import type { Engineer, EngineerInput } from '../api/types';

/** 绑定工程师: list, bind, edit, unbind. */
export function EngineersCard() {
  const list = useEngineers();
  const [form] = Form.useForm<EngineerInput>();
  const [editing, setEditing] = useState<Engineer | 'new' | null>(null);
  const close = () => setEditing(null);
  const add = useSettingsMutation(saveEngineer, () => (toastSuccess('工程师绑定成功'), close()));
  const edit = useSettingsMutation(editEngineer, () => (toastSuccess('工程师信息已保存'), close()));
  const remove = useSettingsMutation(deleteEngineer, () => toastSuccess('已解除绑定'));
  const askRemove = async (e: Engineer) => {
    if (await confirmAction({ content: `确定解除绑定工程师“${e.name}”吗？`, danger: true })) remove.mutate(e.id);
  };
  const current = editing === 'new' ? null : editing;

  return (
    <Card title="绑定工程师" extra={<Button type="primary" onClick={() => setEditing('new')}>绑定工程师</Button>}>
      <Table<Engineer>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂未绑定工程师' }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '邮箱', dataIndex: 'email', render: (v: string) => v || '-' },
          { title: '备注', dataIndex: 'remark', render: (v: string) => v || '-' },
          {
            title: '操作',
            render: (_, e) => (
              <Space>
                <Button type="link" size="small" aria-label={`编辑${e.name}`} onClick={() => setEditing(e)}>编辑</Button>
                <Button type="link" size="small" danger aria-label={`解除绑定${e.name}`} loading={remove.isPending && remove.variables === e.id} onClick={() => askRemove(e)}>解除绑定</Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!editing} title={current ? '编辑工程师' : '绑定工程师'} okText="保存" cancelText="取消" onCancel={close} onOk={() => form.submit()} okButtonProps={{ loading: add.isPending || edit.isPending }} destroyOnHidden
        afterOpenChange={(v) => v && form.setFieldsValue(current ?? { name: '', telephone: '', email: '', remark: '' })}>
        <Form form={form} name="engineer" layout="vertical" onFinish={(v) => (current ? edit.mutate({ ...v, id: current.id }) : add.mutate(v))}>
          <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}><Input maxLength={20} /></Form.Item>
          <Form.Item label="手机号" name="telephone" rules={[{ required: true, message: '请输入手机号' }, phoneRule]}><Input maxLength={11} /></Form.Item>
          <Form.Item label="邮箱" name="email" rules={[emailRule]}><Input maxLength={60} /></Form.Item>
          <Form.Item label="备注" name="remark"><Input.TextArea rows={2} maxLength={100} /></Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
