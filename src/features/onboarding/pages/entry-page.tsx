import { useState } from 'react';
import { Button, Tag } from 'antd';
import { AdvancedSearchDialog, SearchTextField } from '@/components/advanced-search-dialog';
import { BatchActions } from '@/components/batch-actions';
import { InvitePeopleModal } from '@/components/invite-people-modal';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { RowActions } from '@/components/list-kit/row-actions';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowSelection } from '@/components/list-kit/use-row-selection';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDeletePending, usePendingList } from '../api/queries';
import { exportPending, sendInvitation, type PendingAdvanced, type PendingStaff } from '../api/onboarding-api';
import { ConfirmOnboardingModal } from '../components/confirm-onboarding-modal';
import { PendingFormModal } from '../components/pending-form-modal';
import { ImportModal } from '../components/import-modal';

const idOf = (p: PendingStaff) => p.id;
const nameOf = (p: PendingStaff) => p.name;
// the advanced search sends every criterion, an empty one as ''
const FIELDS = ['name', 'telephone', 'email', 'position'] as const;

/** /home/entry: staff waiting to join. */
export default function EntryPage() {
  // the search box and the advanced search replace each other
  const list = useListState({ pageSize: 10, filters: { advanced: undefined as PendingAdvanced | undefined } });
  const { advanced } = list.filters;
  const query = usePendingList({ keyWord: list.term, advanced, page: list.page, size: list.size });
  const selection = useRowSelection(idOf, nameOf);
  const selected = selection.rows;
  const ids = selection.keys;
  const form = useDialogTarget<PendingStaff>();
  const [dialog, setDialog] = useState<'import' | 'advanced' | null>(null);
  /** who 确认入职 / 再次邀请 is for: one row, or the selection */
  const [acting, setActing] = useState<{ kind: 'confirm' | 'invite'; people: PendingStaff[] } | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useDeletePending(selection.clear);
  const deleteOnce = useSubmitOnce();
  const askDelete = deleteOnce.guard(async (ids: string[], who: string) => {
    if (await confirmAction({ content: `确定删除${who}吗？`, danger: true })) await remove.mutateAsync(ids);
  });

  const toolbar = (
    <>
      <ListSearch
        list={{
          text: list.text,
          setText: (t) => {
            list.setText(t);
            list.setFilter('advanced', undefined);
          },
        }}
        label="搜索待入职人员"
        placeholder="搜索姓名/手机号/邮箱"
      />
      <Button onClick={() => setDialog('advanced')}>高级搜索</Button>
      {advanced && (
        <Tag closable onClose={() => list.setFilter('advanced', undefined)}>
          高级搜索中
        </Tag>
      )}
      <Button type="primary" onClick={form.openNew}>
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
    <PageFrame toolbar={toolbar}>
      <ListTable<PendingStaff>
        query={query}
        list={list}
        subject="待入职人员"
        unit="人"
        rowSelection={selection.table}
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
              <RowActions
                of={p.name}
                actions={[
                  { label: '确认入职', onClick: () => setActing({ kind: 'confirm', people: [p] }) },
                  { label: '再次邀请', onClick: () => setActing({ kind: 'invite', people: [p] }) },
                  { label: '编辑', onClick: () => form.edit(p) },
                  {
                    label: '删除',
                    danger: true,
                    disabled: deleteOnce.pending,
                    onClick: () => void askDelete([p.id], `“${p.name}”`),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {form.open && <PendingFormModal editing={form.row} onClose={form.close} />}
      {dialog === 'import' && <ImportModal onClose={() => setDialog(null)} />}
      {acting?.kind === 'confirm' && (
        <ConfirmOnboardingModal
          people={acting.people}
          onClose={() => setActing(null)}
          onDone={() => {
            selection.drop(acting.people);
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
            if (acting.people === selected) selection.clear();
            setActing(null);
          }}
        />
      )}
      {dialog === 'advanced' && (
        <AdvancedSearchDialog<PendingAdvanced>
          initial={advanced}
          onClose={() => setDialog(null)}
          onSearch={(v) => {
            list.setFilter('advanced', Object.fromEntries(FIELDS.map((k) => [k, v[k] ?? ''])));
            list.setText('');
            setDialog(null);
          }}
        >
          <SearchTextField name="name" label="姓名" />
          <SearchTextField name="telephone" label="手机号" />
          <SearchTextField name="email" label="邮箱" />
          <SearchTextField name="position" label="职位" />
        </AdvancedSearchDialog>
      )}
    </PageFrame>
  );
}
