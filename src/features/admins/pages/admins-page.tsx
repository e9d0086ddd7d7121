// Not on ListTable: every administrator comes in one answer (not a server page), and a removal refused for scope shows its reason in place.
import { useState } from 'react';
import { Alert, Button, Select, Space, Table, Tag, theme } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { DepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { ManageScopeText } from '@/components/directory/manage-scope-text';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { removeAdmin } from '../api/admins-api';
import { useAdminMutation, useAdmins, useMenuList } from '../api/queries';
import type { AdminEntry } from '../api/types';
import { AdminFormModal } from '../components/admin-form-modal';
import { CLEARABLE } from '@/components/clearable';

const SHOWN_MENUS = 4;

/** /home/administratorbefore: administrators and their privileges. */
export default function AdminsPage() {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const [menuId, setMenuId] = useState('');
  const name = useDebouncedValue(text.trim());
  const admins = useAdmins(name, menuId);
  const menus = useMenuList();
  const [modal, setModal] = useState<{ open: boolean; editing: AdminEntry | null }>({ open: false, editing: null });
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useAdminMutation(removeAdmin, { onDone: () => toastSuccess('删除成功'), onRefused: setRefusal });

  const rowAction = useSubmitOnce();
  const askRemove = rowAction.guard(async (a: AdminEntry) => {
    if (!(await confirmAction({ content: `确定删除管理员“${a.name}”吗？删除后其将失去全部管理权限。`, danger: true })))
      return;
    setRefusal(null);
    await remove.mutateAsync(a.lenovoId);
  });

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={{ text, setText }} label="搜索管理员" placeholder="搜索管理员姓名" width={200} />
          <Select
            aria-label="按权限筛选"
            allowClear={CLEARABLE}
            placeholder="按权限筛选"
            style={{ width: 180 }}
            value={menuId || undefined}
            onChange={(v) => setMenuId(v ?? '')}
            options={(menus.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
          />
          <Button type="primary" onClick={() => setModal({ open: true, editing: null })}>
            添加管理员
          </Button>
        </>
      }
      loading={isWaiting(admins)}
      error={admins.error}
      onRetry={() => admins.refetch()}
      empty={!admins.isPending && !admins.error && !admins.data?.length}
      emptyText={name || menuId ? '没有符合条件的管理员' : '暂无管理员'}
    >
      {refusal && (
        <Alert
          role="alert"
          type="error"
          showIcon
          closable
          onClose={() => setRefusal(null)}
          title={refusal}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<AdminEntry>
        rowKey="lenovoId"
        dataSource={admins.data ?? []}
        pagination={false}
        columns={[
          {
            title: '姓名',
            render: (_, a) => (
              <Space>
                <PersonRef lenovoId={a.lenovoId} name={a.name} />
                {a.isEnterpriseAdmin && <Tag color="gold">企业管理员</Tag>}
              </Space>
            ),
          },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '部门', render: (_, a) => <DepartmentNames list={a.departmentList} /> },
          {
            title: '管理权限',
            render: (_, a) =>
              a.isEnterpriseAdmin ? (
                '全部权限'
              ) : (
                <>
                  {a.menuNames.slice(0, SHOWN_MENUS).map((n) => (
                    <Tag key={n}>{n}</Tag>
                  ))}
                  {a.menuNames.length > SHOWN_MENUS && `等${a.menuNames.length}项`}
                </>
              ),
          },
          { title: '管理范围', render: (_, a) => <ManageScopeText scope={a.manageScope} /> },
          {
            title: '操作',
            render: (_, a) =>
              a.editable ? (
                <Space>
                  <Button
                    type="link"
                    aria-label={`编辑权限：${a.name}`}
                    onClick={() => setModal({ open: true, editing: a })}
                  >
                    编辑权限
                  </Button>
                  <Button
                    type="link"
                    danger
                    aria-label={`删除${a.name}`}
                    loading={remove.isPending && remove.variables === a.lenovoId}
                    disabled={rowAction.pending}
                    onClick={() => askRemove(a)}
                  >
                    删除
                  </Button>
                </Space>
              ) : (
                <span style={{ color: token.colorTextSecondary }}>不可操作</span>
              ),
          },
        ]}
      />
      {modal.open && (
        <AdminFormModal open editing={modal.editing} onClose={() => setModal({ open: false, editing: null })} />
      )}
    </PageFrame>
  );
}
