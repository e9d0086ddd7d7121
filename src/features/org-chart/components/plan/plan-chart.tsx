import { useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Switch, Tree, Typography } from 'antd';
import type { DataNode, TreeProps } from 'antd/es/tree';
import { shownTreeData, subtreeIds } from '@/lib/org/shown-tree';
import { PlanDepartmentTitle } from './mark-tags';
import { ancestorIds, changedOnly, type PlanNode, type PlanTree } from './plan-tree';

type Data = DataNode & { node: PlanNode };

/** The ids of every department of the trees that has sub-departments. */
function withChildren(roots: PlanNode[]): string[] {
  const out: string[] = [];
  const stack = [...roots];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.departTree.length) out.push(n.id);
    stack.push(...n.departTree);
  }
  return out;
}

interface PlanChartProps {
  tree: PlanTree;
  names: ReadonlyMap<string, string>;
  selectedId?: string;
  onSelect(id: string): void;
  /** a drop: `id` goes under `parent` (a `move` change) */
  onMove(id: string, parent: string): void;
  /** the department to bring into view (a problem's link), with a sequence so the same one twice scrolls again */
  reveal?: { id: string; seq: number };
  readOnly?: boolean;
}

/** The plan's chart: the virtual antd Tree of the live chart, given only the expanded departments
 *  (lib/org/shown-tree.ts), so 10,000 departments stay fast (docs/assumed-contract.md "Restructure plans", Scale). */
export function PlanChart({ tree, names, selectedId, onSelect, onMove, reveal, readOnly }: PlanChartProps) {
  const [onlyChanged, setOnlyChanged] = useState(false);
  const roots = useMemo(() => (onlyChanged ? changedOnly(tree) : tree.roots), [onlyChanged, tree]);
  const [expanded, setExpanded] = useState<Key[]>();
  // the marked departments are what the switch is for: it opens the way to every one of them
  const shownKeys = useMemo(
    () => expanded ?? (onlyChanged ? withChildren(roots) : roots.map((n) => n.id)),
    [expanded, roots, onlyChanged],
  );
  const data = useMemo(() => shownTreeData(roots, shownKeys, (node) => ({ node })), [roots, shownKeys]);
  const treeRef = useRef<{ scrollTo(arg: { key: Key; align?: 'top' | 'bottom' | 'auto' }): void }>(null);

  // A problem's link: open the way to the department, then scroll to it once it is in the data.
  const [pendingScroll, setPendingScroll] = useState<string>();
  // compared by value: the page hands a new object on every render, and only a new link (its seq)
  // may open and scroll the chart again
  const revealKey = reveal ? `${reveal.seq}|${reveal.id}` : '';
  const [seenReveal, setSeenReveal] = useState('');
  if (reveal && revealKey !== seenReveal) {
    setSeenReveal(revealKey);
    if (tree.byId.has(reveal.id)) {
      const open = new Set(shownKeys);
      ancestorIds(tree, reveal.id).forEach((id) => open.add(id));
      setExpanded([...open]);
      setPendingScroll(reveal.id);
    }
  }
  useEffect(() => {
    if (!pendingScroll) return;
    treeRef.current?.scrollTo({ key: pendingScroll, align: 'top' });
    setPendingScroll(undefined);
  }, [pendingScroll, data]);

  const movable = (n: PlanNode) => !readOnly && n.dept.parentDepartId !== '0' && !n.dept.gone;
  const parentOf = (drop: PlanNode, toGap: boolean) => (toGap ? drop.dept.parentDepartId : drop.id);
  const allowDrop: TreeProps['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const drag = tree.byId.get(String(dragNode.key));
    const drop = (dropNode as unknown as Data).node;
    const parent = parentOf(drop, dropPosition !== 0);
    const target = tree.byId.get(parent);
    return !!drag && !!target && !target.dept.gone && parent !== '0' && !subtreeIds(drag).has(parent);
  };
  const onDrop: TreeProps['onDrop'] = (info) => {
    const drop = (info.node as unknown as Data).node;
    const parent = parentOf(drop, info.dropToGap);
    const drag = tree.byId.get(String(info.dragNode.key));
    if (!drag || parent === '0' || drag.dept.parentDepartId === parent || subtreeIds(drag).has(parent)) return;
    onMove(drag.id, parent);
  };

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 8 }}>
        <Typography.Text type="secondary">{readOnly ? '' : '拖动部门可调整其上级部门'}</Typography.Text>
        <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
          <Switch
            size="small"
            checked={onlyChanged}
            onChange={(on) => {
              setOnlyChanged(on);
              setExpanded(undefined);
            }}
            aria-label="仅看有调整的部门"
          />
          仅看有调整的部门
        </label>
      </div>
      <Tree
        ref={treeRef as never}
        aria-label="调整后的组织架构"
        blockNode
        showLine
        height={560}
        virtual
        treeData={data}
        expandedKeys={shownKeys}
        onExpand={setExpanded}
        selectedKeys={selectedId ? [selectedId] : []}
        draggable={readOnly ? false : { icon: false, nodeDraggable: (n) => movable((n as Data).node) }}
        allowDrop={allowDrop}
        onDrop={onDrop}
        titleRender={(n) => <PlanDepartmentTitle dept={(n as Data).node.dept} names={names} />}
        onSelect={(_k, info) => onSelect(String(info.node.key))}
      />
    </div>
  );
}
