// Not on ListTable: a card's short list of engineers, not paged.
import { useState } from 'react';
import { Button, Card, Space, Table } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { deleteEngineer } from '../api/settings-api';
import { useEngineers, useSettingsMutation } from '../api/queries';
import type { Engineer } from '../api/types';
import { EngineerFormModal } from './engineer-form-modal';

/** 绑定工程师: list, bind, edit, unbind. */
export function EngineersCard() {
  const list = useEngineers();
  const [editing, setEditing] = useState<Engineer | 'new' | null>(null);
  const remove = useSettingsMutation(deleteEngineer, () => toastSuccess('已解除绑定'));
  const rowAction = useSubmitOnce();
  const askRemove = rowAction.guard(async (e: Engineer) => {
    if (await confirmAction({ content: `确定解除绑定工程师“${e.name}”吗？`, danger: true }))
      await remove.mutateAsync(e.id);
  });

  return (
    <Card
      title="绑定工程师"
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          绑定工程师
        </Button>
      }
    >
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
                <Button type="link" size="small" aria-label={`编辑${e.name}`} onClick={() => setEditing(e)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  aria-label={`解除绑定${e.name}`}
                  loading={remove.isPending && remove.variables === e.id}
                  disabled={rowAction.pending}
                  onClick={() => askRemove(e)}
                >
                  解除绑定
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing && <EngineerFormModal engineer={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
