import { useState } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { PersonRef } from '@/components/directory/person-ref';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { RowActions } from '@/components/list-kit/row-actions';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowSelection } from '@/components/list-kit/use-row-selection';
import { useDialogTarget } from '@/components/list-kit/use-dialog-target';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDissolveGroups, useGroupList } from '../api/queries';
import { downloadMembers, exportGroups, type GroupChat, type Nature, type Property } from '../api/groups-api';
import { HOLDS_HIDDEN, NATURE_LABEL, NATURE_OPTIONS, PROPERTY_LABEL, PROPERTY_OPTIONS } from '../constants';
import { GroupFormModal } from '../components/group-form-modal';
import { GroupImportModal } from '../components/group-import-modal';
import { GroupDetailDrawer } from '../components/group-detail-drawer';
import { CLEARABLE } from '@/components/clearable';

const START = { property: undefined as Property | undefined, nature: undefined as Nature | undefined };
const idOf = (g: GroupChat) => g.groupId;
const nameOf = (g: GroupChat) => g.groupName;

/** /home/group_management: the enterprise's group chats. */
export default function GroupManagementPage() {
  const list = useListState({ pageSize: 10, filters: START });
  const query = useGroupList({ keyword: list.term, ...list.filters, page: list.page, size: list.size });
  const selection = useRowSelection(idOf, nameOf);
  const selected = selection.keys;
  // a selected group holding people outside a scoped administrator's 管理范围: the server refuses
  // to dissolve it, so 批量解散 is not offered then
  const selectedHoldHidden = selection.rows.some((g) => !!g.hiddenMemberCount);
  const form = useDialogTarget<GroupChat>();
  const [dialog, setDialog] = useState<{ kind: 'detail'; group: GroupChat } | { kind: 'import' } | null>(null);
  const [exporting, setExporting] = useState(false);
  const remove = useDissolveGroups(selection.clear);
  const deleteOnce = useSubmitOnce();
  const askDelete = deleteOnce.guard(async (ids: string[], what: string) => {
    if (await confirmAction({ content: `确定解散${what}吗？解散后不可恢复。`, danger: true }))
      await remove.mutateAsync(ids);
  });
  /** A filter of the list, all groups while cleared. */
  const filterSelect = <K extends keyof typeof START>(
    key: K,
    name: string,
    options: { value: NonNullable<(typeof START)[K]>; label: string }[],
  ) => (
    <Select
      allowClear={CLEARABLE}
      placeholder={name}
      aria-label={name}
      style={{ width: 110 }}
      value={list.filters[key]}
      onChange={(v) => list.setFilter(key, v)}
      options={options}
    />
  );
  const toolbar = (
    <>
      <ListSearch list={list} label="搜索群名称" placeholder="搜索群名称" width={180} />
      {filterSelect('property', '群类型', PROPERTY_OPTIONS)}
      {filterSelect('nature', '群性质', NATURE_OPTIONS)}
      <Button type="primary" onClick={form.openNew}>
        创建群聊
      </Button>
      <Button onClick={() => setDialog({ kind: 'import' })}>导入群聊</Button>
      <Button
        disabled={!selected.length}
        loading={exporting}
        onClick={() => {
          setExporting(true);
          exportGroups(selected)
            .catch(() => undefined)
            .finally(() => setExporting(false));
        }}
      >
        导出
      </Button>
      <Tooltip title={selectedHoldHidden ? HOLDS_HIDDEN : undefined}>
        <Button
          danger
          disabled={!selected.length || selectedHoldHidden}
          aria-description={selectedHoldHidden ? HOLDS_HIDDEN : undefined}
          loading={deleteOnce.pending}
          onClick={() => void askDelete(selected, `选中的${selected.length}个群聊`)}
        >
          批量解散
        </Button>
      </Tooltip>
    </>
  );
  return (
    <PageFrame toolbar={toolbar}>
      <ListTable<GroupChat>
        rowKey="groupId"
        query={query}
        list={list}
        subject="群聊"
        unit="个群聊"
        rowSelection={selection.table}
        columns={[
          { title: '群名称', dataIndex: 'groupName' },
          { title: '群类型', dataIndex: 'property', render: (v: Property) => PROPERTY_LABEL[v] },
          { title: '群性质', dataIndex: 'nature', render: (v: Nature) => NATURE_LABEL[v] },
          {
            title: '群主',
            dataIndex: 'ownerName',
            render: (v: string, g) => (g.ownerId ? <PersonRef userId={g.ownerId} name={v} /> : '-'),
          },
          {
            title: '成员数',
            dataIndex: 'memberCount',
            render: (n: number, g) => (g.hiddenMemberCount ? `${n}（另有${g.hiddenMemberCount}人在管理范围外）` : n),
          },
          { title: '创建时间', dataIndex: 'createTime' },
          {
            title: '操作',
            key: 'op',
            render: (_v, g) => (
              <RowActions
                of={g.groupName}
                actions={[
                  { label: '详情', onClick: () => setDialog({ kind: 'detail', group: g }) },
                  { label: '编辑', onClick: () => form.edit(g) },
                  {
                    label: '下载成员',
                    onClick: () => void downloadMembers(g.groupId, g.groupName).catch(() => undefined),
                  },
                  {
                    label: '解散',
                    danger: true,
                    refusedBecause: g.hiddenMemberCount ? HOLDS_HIDDEN : undefined,
                    disabled: deleteOnce.pending,
                    onClick: () => void askDelete([g.groupId], `“${g.groupName}”`),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {form.open && <GroupFormModal editing={form.row} onClose={form.close} />}
      {dialog?.kind === 'detail' && <GroupDetailDrawer group={dialog.group} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <GroupImportModal onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
