import { useCallback, useMemo, useState } from 'react';
import { Button, Form, Space, Tree, Typography } from 'antd';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { PageFrame } from '@/components/page-frame';
import { DepartmentPicker } from '@/components/directory/department-picker';
import { confirmAction } from '@/lib/feedback/confirm';
import { reportFailure } from '@/lib/org/report-failure';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { departmentsById, shownTreeData, subtreeIds } from '@/lib/org/shown-tree';
import type { ChartNode } from '../api/org-chart-api';
import { useDepartTree, useMoveDepartment } from '../api/queries';
import { FocusChart } from './focus-chart';

type Data = DataNode & { dept: ChartNode };

/** 当前架构 of /home/organization_chart: the live structure as a chart; departments move by drag or
 *  by choosing a new parent (/depart/move). A department never moves under itself or its own children. */
export function LiveChart() {
  const tree = useDepartTree();
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  // the tree's index (10,000 departments walked) is built at the first look-up, a selection or a
  // drag, not in the page's first render: the root, shown first, has no parent to look up
  const find = useCallback((id: string) => departmentsById(roots).get(id), [roots]);
  // the roots open at first; antd is given only what is expanded (lib/org/shown-tree.ts)
  const [expanded, setExpanded] = useState<React.Key[]>();
  const shownKeys = useMemo(() => expanded ?? roots.map((n) => n.id), [expanded, roots]);
  const data = useMemo(
    () => shownTreeData(roots, shownKeys, (n) => ({ title: `${n.departName}（${n.memberTotal}）`, dept: n })),
    [roots, shownKeys],
  );
  const [selectedId, setSelectedId] = useState<string>();
  const [target, setTarget] = useState<string>();
  const selected = selectedId ? find(selectedId) : tree.data?.[0];
  const isRoot = selected?.parentDepartId === '0';
  // a root cannot move, and its subtree is every department: only a movable one's is gathered
  const blocked = useMemo(() => (selected && !isRoot ? subtreeIds(selected) : new Set<string>()), [selected, isRoot]);
  const move = useMoveDepartment(() => {
    toastSuccess('部门已调整');
    setTarget(undefined);
  });
  const moveOnce = useSubmitOnce();
  const ask = moveOnce.guard(async (id: string, parent: string) => {
    const d = find(id);
    const p = find(parent);
    if (!d || !p || d.parentDepartId === parent) return;
    if (subtreeIds(d).has(parent)) return reportFailure('调整部门失败')(new Error('cycle'));
    if (await confirmAction({ content: `确定将“${d.departName}”调整到“${p.departName}”下吗？` }))
      await move.mutateAsync({ id, parent });
  });
  const onDrop: TreeProps['onDrop'] = (info) => {
    const drop = (info.node as unknown as Data).dept;
    const parent = info.dropToGap ? drop.parentDepartId : drop.id;
    if (parent === '0') return;
    void ask(String(info.dragNode.key), parent);
  };
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const drag = find(String(dragNode.key));
    const drop = (dropNode as unknown as Data).dept;
    const parent = dropPosition === 0 ? drop.id : drop.parentDepartId;
    return !!drag && parent !== '0' && !subtreeIds(drag).has(parent);
  };
  return (
    <PageFrame
      loading={tree.isLoading}
      error={tree.isError ? tree.error : undefined}
      onRetry={() => void tree.refetch()}
      empty={tree.isSuccess && !tree.data.length}
    >
      {tree.data && (
        <div style={{ display: 'grid', gridTemplateColumns: '340px 1fr', gap: 20 }}>
          <div>
            <Typography.Paragraph type="secondary">拖动部门可调整其上级部门</Typography.Paragraph>
            <Tree
              blockNode
              showLine
              height={560}
              virtual
              treeData={data}
              expandedKeys={shownKeys}
              onExpand={setExpanded}
              selectedKeys={selected ? [selected.id] : []}
              draggable={{ icon: false, nodeDraggable: (n) => (n as Data).dept.parentDepartId !== '0' }}
              allowDrop={allowDrop}
              onDrop={onDrop}
              onSelect={(_k, info) => {
                setSelectedId(String(info.node.key));
                setTarget(undefined);
              }}
            />
          </div>
          <div>
            <FocusChart
              node={selected}
              parent={selected && !isRoot ? find(selected.parentDepartId) : undefined}
              onPick={(n) => {
                setSelectedId(n.id);
                setTarget(undefined);
              }}
            />
            {selected && !isRoot && (
              <Form layout="inline" style={{ justifyContent: 'center', marginTop: 16 }}>
                <Form.Item label={`将“${selected.departName}”调整到`}>
                  <div style={{ width: 260 }}>
                    <DepartmentPicker
                      aria-label="新的上级部门"
                      value={target}
                      onChange={(v) => setTarget(v as string)}
                      disabledIds={blocked}
                      placeholder="选择新的上级部门"
                    />
                  </div>
                </Form.Item>
                <Space>
                  <Button
                    type="primary"
                    disabled={!target}
                    loading={moveOnce.pending}
                    onClick={() => target && void ask(selected.id, target)}
                  >
                    确定调整
                  </Button>
                </Space>
              </Form>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
