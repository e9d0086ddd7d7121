import { useState } from 'react';
import { Button, Form, Input, Modal, Space, Table, Tag } from 'antd';
import { BatchActions } from '@/components/batch-actions';
import { InvitePeopleModal } from '@/components/invite-people-modal';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { useDeletePending, usePendingList } from '../api/queries';
import { exportPending, sendInvitation, type PendingAdvanced, type PendingStaff } from '../api/onboarding-api';
import { ConfirmOnboardingModal } from '../components/confirm-onboarding-modal';
import { PendingFormModal } from '../components/pending-form-modal';
import { ImportModal } from '../components/import-modal';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

/** /home/entry: staff waiting to join. */
export default function EntryPage() {
  const [text, setText] = useState('');
  const keyWord = useDebouncedValue(text.trim());
  const [advanced, setAdvanced] = useState<PendingAdvanced>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<PendingStaff[]>([]);
  const [dialog, setDialog] = useState<'add' | 'import' | 'advanced' | PendingStaff | null>(null);
  /** who 确认入职 / 再次邀请 is for: one row, or the selection */
  const [acting, setActing] = useState<{ kind: 'confirm' | 'invite'; people: PendingStaff[] } | null>(null);
  const ids = selected.map((p) => p.id);
  const [exporting, setExporting] = useState(false);
  const [form] = Form.useForm<PendingAdvanced>();
  const q = { keyWord, advanced, ...paging };
  const list = usePendingList(q);
  const remove = useDeletePending(() => setSelected([]));
  const deleteOnce = useSubmitOnce();
  const askDelete = deleteOnce.guard(async (ids: string[], who: string) => {
    if (await confirmAction({ content: `确定删除${who}吗？`, danger: true })) await remove.mutateAsync(ids);
  });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));

  const toolbar = (
    <>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/手机号/邮箱"
        aria-label="搜索待入职人员"
        style={{ width: 220 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setAdvanced(undefined);
          first();
        }}
      />
      <Button onClick={() => setDialog('advanced')}>高级搜索</Button>
      {advanced && (
        <Tag
          closable
          onClose={() => {
            setAdvanced(undefined);
            first();
          }}
        >
          高级搜索中
        </Tag>
      )}
      <Button type="primary" onClick={() => setDialog('add')}>
        添加人员
      </Button>
      <Button onClick={() => setDialog('import')}>批量导入</Button>
      <BatchActions
        count={ids.length}
        busy={exporting || deleteOnce.pending}
        actions={[
          { key: 'confirm', label: '确认入职', run: () => setActing({ kind: 'confirm', people: selected }) },
          { key: 'invite', label: '再次邀请', run: () => setActing({ kind: 'invite', people: selected }) },
          {
            key: 'export',
            label: '导出',
            run: () => {
              setExporting(true);
              exportPending(ids)
                .catch(() => undefined)
                .finally(() => setExporting(false));
            },
          },
          { key: 'delete', label: '批量删除', danger: true, run: () => void askDelete(ids, `选中的${ids.length}人`) },
        ]}
      />
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<PendingStaff>
        rowKey="id"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无待入职人员' }}
        rowSelection={namedSelection(
          {
            selectedRowKeys: ids,
            onChange: (_k, rows) => setSelected(rows.filter(Boolean)),
            preserveSelectedRowKeys: true,
          },
          (p) => p.name,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '手机号', dataIndex: 'telephone', render: (v: string) => v || '-' },
          { title: '邮箱', dataIndex: 'email', render: (v: string) => v || '-' },
          { title: '职位', dataIndex: 'position', render: (v: string) => v || '-' },
          { title: '添加时间', dataIndex: 'createTime' },
          {
            title: '操作',
            key: 'op',
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_v, p) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`确认入职${p.name}`}
                  onClick={() => setActing({ kind: 'confirm', people: [p] })}
                >
                  确认入职
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`再次邀请${p.name}`}
                  onClick={() => setActing({ kind: 'invite', people: [p] })}
                >
                  再次邀请
                </Button>
                <Button type="link" size="small" aria-label={`编辑${p.name}`} onClick={() => setDialog(p)}>
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={deleteOnce.pending}
                  aria-label={`删除${p.name}`}
                  onClick={() => void askDelete([p.id], `“${p.name}”`)}
                >
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {(dialog === 'add' || (dialog && typeof dialog === 'object')) && (
        <PendingFormModal editing={typeof dialog === 'object' ? dialog : undefined} onClose={() => setDialog(null)} />
      )}
      {dialog === 'import' && <ImportModal onClose={() => setDialog(null)} />}
      {acting?.kind === 'confirm' && (
        <ConfirmOnboardingModal
          people={acting.people}
          onClose={() => setActing(null)}
          onDone={() => {
            setSelected((sel) => sel.filter((x) => !acting.people.some((p) => p.id === x.id)));
            setActing(null);
          }}
        />
      )}
      {acting?.kind === 'invite' && (
        <InvitePeopleModal
          people={acting.people}
          title="再次邀请"
          purpose="注册账号并加入企业"
          send={sendInvitation}
          onClose={() => setActing(null)}
          onSent={() => {
            if (acting.people === selected) setSelected([]);
            setActing(null);
          }}
        />
      )}
      <Modal
        open={dialog === 'advanced'}
        title="高级搜索"
        okText="搜索"
        cancelText="取消"
        onCancel={() => setDialog(null)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={(v) => {
            setAdvanced(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, (x ?? '').trim()])));
            setText('');
            first();
            setDialog(null);
          }}
        >
          <Form.Item name="name" label="姓名">
            <Input placeholder="请输入姓名" />
          </Form.Item>
          <Form.Item name="telephone" label="手机号">
            <Input placeholder="请输入手机号" />
          </Form.Item>
          <Form.Item name="email" label="邮箱">
            <Input placeholder="请输入邮箱" />
          </Form.Item>
          <Form.Item name="position" label="职位">
            <Input placeholder="请输入职位" />
          </Form.Item>
        </Form>
      </Modal>
    </PageFrame>
  );
}
