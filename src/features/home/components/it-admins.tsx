// Not on ListTable: the IT administrators come as one short list, added through a picker rather than a form dialog.
import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { removeItAdmin, setItAdmins } from '../api/home-api';
import { homeKeys, useItAdmins } from '../api/queries';
import type { ItAdmin } from '../api/types';
import { IT_ADDED, IT_REMOVED } from '../constants';
import { ItAdminPicker } from './it-admin-picker';

/** IT administrators: list, add (search by name), remove (§4.3). Failures other than these texts are ignored. */
export function ItAdmins() {
  const client = useQueryClient();
  const list = useItAdmins();
  const [picking, setPicking] = useState(false);
  const rowAction = useSubmitOnce();
  const [removing, setRemoving] = useState<string | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: homeKeys.itAdmins });

  const add = async (lenovoIds: string[]) => {
    try {
      await setItAdmins(lenovoIds);
      setPicking(false);
      toastSuccess(IT_ADDED);
      await reload();
    } catch {
      // §8: ignored; the picker stays open with the choice
    }
  };

  const remove = rowAction.guard(async (row: ItAdmin) => {
    if (!(await confirmAction({ content: `确定删除IT管理员“${row.name}”吗？`, danger: true }))) return;
    setRemoving(row.lenovoId);
    try {
      await removeItAdmin(row.lenovoId);
      toastSuccess(IT_REMOVED);
    } catch {
      // §8: ignored
    } finally {
      setRemoving(null);
      await reload(); // whatever the outcome
    }
  });

  return (
    <Card
      id="home-it-admins"
      title="IT管理员"
      extra={
        <Button type="primary" onClick={() => setPicking(true)}>
          添加IT管理员
        </Button>
      }
    >
      <Table<ItAdmin>
        rowKey="lenovoId"
        size="small"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无IT管理员' }}
        columns={[
          // by name and state: someone who has left since reads 已离职 (docs/product.md Part D §3)
          { title: '姓名', render: (_, r) => <PersonRef lenovoId={r.lenovoId} name={r.name} /> },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '部门', render: (_, r) => <DepartmentNames list={r.departmentList} /> },
          { title: '添加时间', dataIndex: 'createTime' },
          {
            title: '操作',
            render: (_, r) => (
              <Button
                type="link"
                danger
                loading={removing === r.lenovoId}
                disabled={rowAction.pending}
                onClick={() => remove(r)}
                aria-label={`删除${r.name}`}
              >
                删除
              </Button>
            ),
          },
        ]}
      />
      <ItAdminPicker open={picking} onCancel={() => setPicking(false)} onOk={add} />
    </Card>
  );
}
