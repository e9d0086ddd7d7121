import { useMemo, useState } from 'react';
import { Button, Drawer, Input, Space, Spin, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DndContext, closestCenter, pointerWithin, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { useDragSensors } from '@/lib/dnd/sortable';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useAppGroups, useGroupOwner, useSaveAppGroups } from '../api/queries';
import type { AppGroups, GroupApp } from '../api/types';
import { GROUP_NAME_MAX, GROUPS_MAX, MSG_GROUPS_TOO_MANY } from '../constants';
import { groupNameErrors } from '../lib/group-name';
import {
  addGroup,
  containerOf,
  draftOf,
  groupsInput,
  moveApp,
  removeGroup,
  renameGroup,
  shiftGroup,
  UNGROUPED,
  type GroupDraft,
} from '../lib/group-draft';
import { GroupBox, ZONE_PREFIX } from './group-box';

const isZone = (id: unknown) => String(id).startsWith(ZONE_PREFIX);

/** Applications first; a group's zone only when the pointer is inside it (an empty group). */
const collision: CollisionDetection = (args) => {
  const zone = pointerWithin(args).find((c) => isZone(c.id));
  const tiles = args.droppableContainers.filter((c) => !isZone(c.id));
  const nearest = closestCenter({ ...args, droppableContainers: tiles });
  if (zone && !nearest.length) return [zone];
  if (zone) {
    const container = String(zone.id).slice(ZONE_PREFIX.length);
    const inZone = nearest.filter((c) => c.data?.droppableContainer?.data.current?.sortable?.containerId === container);
    return inZone.length ? inZone : [zone];
  }
  return nearest;
};

/** 应用分组: create, rename, delete and order groups, drag applications between and within them. */
export function GroupEditorDrawer({ onClose }: { onClose(): void }) {
  const groups = useAppGroups();
  const [dirty, setDirty] = useState(false);
  const close = async () => {
    if (dirty && !(await confirmAction({ content: '分组修改尚未保存，确定放弃吗？' }))) return;
    onClose();
  };
  return (
    <Drawer open title="应用分组" size="large" onClose={() => void close()} destroyOnHidden maskClosable={false}>
      {groups.data ? (
        <GroupEditor data={groups.data} onDirty={setDirty} onSaved={onClose} onCancel={() => void close()} />
      ) : groups.isError ? (
        <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
          <Typography.Text type="danger">获取应用分组失败</Typography.Text>
          <Button onClick={() => void groups.refetch()}>重试</Button>
        </div>
      ) : (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
    </Drawer>
  );
}

let newKeys = 0;

function GroupEditor({
  data,
  onDirty,
  onSaved,
  onCancel,
}: {
  data: AppGroups;
  onDirty(dirty: boolean): void;
  onSaved(): void;
  onCancel(): void;
}) {
  const owner = useGroupOwner();
  const save = useSaveAppGroups();
  const submit = useSubmitOnce();
  const sensors = useDragSensors();
  const [draft, setDraftState] = useState<GroupDraft>(() => draftOf(data));
  const [checked, setChecked] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const apps = useMemo(
    () => new Map<string, GroupApp>([...data.groups.flatMap((g) => g.apps), ...data.ungrouped].map((a) => [a.id, a])),
    [data],
  );
  const errors = groupNameErrors(draft.groups.map((g) => g.groupName));
  const setDraft = (next: GroupDraft) => {
    setDraftState(next);
    onDirty(true);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const id = String(active.id);
    const overId = String(over.id);
    if (isZone(overId)) return setDraft(moveApp(draft, id, overId.slice(ZONE_PREFIX.length)));
    const to = containerOf(draft, overId);
    if (!to) return;
    const list = to === UNGROUPED ? draft.ungrouped : draft.groups.find((g) => g.key === to)!.appIds;
    setDraft(moveApp(draft, id, to, list.indexOf(overId)));
  };

  const onSave = submit.guard(async () => {
    setChecked(true);
    if (errors.some(Boolean)) return toastError('分组名称有误，请修改后再保存');
    if (draft.groups.length > GROUPS_MAX) return toastError(MSG_GROUPS_TOO_MANY);
    await save.mutateAsync({ enterpriseId: owner.enterpriseId, groups: groupsInput(draft) });
    toastSuccess('应用分组已保存');
    onSaved();
  });

  const onRemove = async (key: string, name: string, count: number) => {
    if (
      count &&
      !(await confirmAction({ content: `确定删除分组「${name || '未命名'}」吗？其中的${count}个应用将移到未分组。` }))
    )
      return;
    setDraft(removeGroup(draft, key));
  };

  const appsOf = (ids: string[]) => ids.map((id) => apps.get(id)).filter((a): a is GroupApp => !!a);
  const busy = submit.pending;

  return (
    <>
      <Typography.Paragraph type="secondary">
        拖动应用可调整其所在分组和顺序（也可聚焦拖动按钮后用空格和方向键移动）。分组名称不超过{GROUP_NAME_MAX}
        个字，不能重复。
      </Typography.Paragraph>
      <DndContext sensors={sensors} collisionDetection={collision} onDragEnd={onDragEnd}>
        {draft.groups.map((g, i) => {
          const shown = checked || touched.has(g.key) ? errors[i] : null;
          return (
            <GroupBox
              key={g.key}
              container={g.key}
              label={`分组：${g.groupName || '未命名'}`}
              apps={appsOf(g.appIds)}
              disabled={busy}
              header={
                <div style={{ marginBottom: 8 }}>
                  <Space.Compact style={{ width: '100%' }}>
                    <Input
                      value={g.groupName}
                      placeholder="请输入分组名称"
                      aria-label={`分组名称${i + 1}`}
                      status={shown ? 'error' : undefined}
                      disabled={busy}
                      onChange={(e) => setDraft(renameGroup(draft, g.key, e.target.value))}
                      onBlur={() => setTouched(new Set(touched).add(g.key))}
                    />
                    <Button
                      icon={<ArrowUpOutlined />}
                      aria-label={`上移分组${g.groupName}`}
                      disabled={busy || i === 0}
                      onClick={() => setDraft(shiftGroup(draft, g.key, -1))}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      aria-label={`下移分组${g.groupName}`}
                      disabled={busy || i === draft.groups.length - 1}
                      onClick={() => setDraft(shiftGroup(draft, g.key, 1))}
                    />
                    <Button
                      icon={<DeleteOutlined />}
                      danger
                      aria-label={`删除分组${g.groupName}`}
                      disabled={busy}
                      onClick={() => void onRemove(g.key, g.groupName, g.appIds.length)}
                    />
                  </Space.Compact>
                  {shown && (
                    <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
                      {shown}
                    </Typography.Text>
                  )}
                </div>
              }
            />
          );
        })}
        <GroupBox
          container={UNGROUPED}
          label="未分组应用"
          apps={appsOf(draft.ungrouped)}
          disabled={busy}
          header={
            <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
              未分组应用
            </Typography.Text>
          }
        />
      </DndContext>
      <Space style={{ marginTop: 8, width: '100%', justifyContent: 'space-between' }}>
        <Button
          icon={<PlusOutlined />}
          disabled={busy || draft.groups.length >= GROUPS_MAX}
          onClick={() => setDraft(addGroup(draft, `new-${++newKeys}`))}
        >
          新建分组
        </Button>
        <Space>
          <Button onClick={onCancel} disabled={busy}>
            取消
          </Button>
          <Button type="primary" loading={busy} onClick={() => void onSave()}>
            保存
          </Button>
        </Space>
      </Space>
    </>
  );
}
