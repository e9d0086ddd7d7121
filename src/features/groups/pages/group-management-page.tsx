import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tooltip } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { useDissolveGroups, useGroupList } from '../api/queries';
import { downloadMembers, exportGroups, type GroupChat, type Nature, type Property } from '../api/groups-api';
import { HOLDS_HIDDEN, NATURE_LABEL, PROPERTY_LABEL } from '../constants';
import { GroupFormModal } from '../components/group-form-modal';
import { GroupImportModal } from '../components/group-import-modal';
import { GroupDetailDrawer } from '../components/group-detail-drawer';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';
import { RefusableRowAction } from '@/components/refusable-row-action';

/** /home/group_management: the enterprise's group chats. */
export default function GroupManagementPage() {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim());
  const [property, setProperty] = useState<Property>();
  const [nature, setNature] = useState<Nature>();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  // a selected group holding people outside a scoped administrator's 管理范围: the server refuses
  // to dissolve it, so 批量解散 is not offered then
  const [selectedHoldHidden, setSelectedHoldHidden] = useState(false);
  const [dialog, setDialog] = useState<{ kind: 'form' | 'detail'; group?: GroupChat } | { kind: 'import' } | null>(
    null,
  );
  const [exporting, setExporting] = useState(false);
  const q = { keyword, property, nature, ...paging };
  const list = useGroupList(q);
  const remove = useDissolveGroups(() => {
    setSelected([]);
    setSelectedHoldHidden(false);
  });
  const deleteOnce = useSubmitOnce();
  const askDelete = deleteOnce.guard(async (ids: string[], what: string) => {
    if (await confirmAction({ content: `确定解散${what}吗？解散后不可恢复。`, danger: true }))
      await remove.mutateAsync(ids);
  });
  const first = () => setPaging((p) => ({ ...p, page: 1 }));
  const toolbar = (
    <>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索群名称"
        aria-label="搜索群名称"
        style={{ width: 180 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          first();
        }}
      />
      <Select
        allowClear={CLEARABLE}
        placeholder="群类型"
        aria-label="群类型"
        style={{ width: 110 }}
        value={property}
        onChange={(v) => {
          setProperty(v);
          first();
        }}
        options={Object.entries(PROPERTY_LABEL).map(([value, label]) => ({ value, label }))}
      />
      <Select
        allowClear={CLEARABLE}
        placeholder="群性质"
        aria-label="群性质"
        style={{ width: 110 }}
        value={nature}
        onChange={(v) => {
          setNature(v);
          first();
        }}
        options={Object.entries(NATURE_LABEL).map(([value, label]) => ({ value, label }))}
      />
      <Button type="primary" onClick={() => setDialog({ kind: 'form' })}>
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
    <PageFrame
      toolbar={toolbar}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
    >
      <Table<GroupChat>
        rowKey="groupId"
        loading={isWaiting(list)}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无群聊' }}
        rowSelection={namedSelection(
          {
            selectedRowKeys: selected,
            onChange: (k, rows) => {
              setSelected(k.map(String));
              setSelectedHoldHidden(rows.some((g) => !!g?.hiddenMemberCount));
            },
            preserveSelectedRowKeys: true,
          },
          (g) => g.groupName,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 个群聊`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
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
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`详情${g.groupName}`}
                  onClick={() => setDialog({ kind: 'detail', group: g })}
                >
                  详情
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`编辑${g.groupName}`}
                  onClick={() => setDialog({ kind: 'form', group: g })}
                >
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`下载成员${g.groupName}`}
                  onClick={() => void downloadMembers(g.groupId, g.groupName).catch(() => undefined)}
                >
                  下载成员
                </Button>
                <RefusableRowAction
                  refusedBecause={g.hiddenMemberCount ? HOLDS_HIDDEN : undefined}
                  disabled={deleteOnce.pending}
                  aria-label={`解散${g.groupName}`}
                  onClick={() => void askDelete([g.groupId], `“${g.groupName}”`)}
                >
                  解散
                </RefusableRowAction>
              </Space>
            ),
          },
        ]}
      />
      {dialog?.kind === 'form' && <GroupFormModal editing={dialog.group} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'detail' && dialog.group && (
        <GroupDetailDrawer group={dialog.group} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'import' && <GroupImportModal onClose={() => setDialog(null)} />}
    </PageFrame>
  );
}
