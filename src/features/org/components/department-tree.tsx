import { useMemo, useState, type CSSProperties } from 'react';
import { Dropdown, Input, Pagination, Tag, theme, Tree } from 'antd';
import { SimpleList } from '@/components/simple-list';
import type { DataNode } from 'antd/es/tree';
import { departmentsById, shownTreeData } from '@/lib/org/shown-tree';
import { MoreOutlined } from '@ant-design/icons';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useDepartSearch } from '../api/queries';
import type { DepartTreeNode } from '../api/types';
import { TREE_HEIGHT } from '../constants';
import { CLEARABLE } from '@/components/clearable';

export type DepartAction = 'add' | 'edit' | 'toggle' | 'delete' | 'export';

/** The ⋮ of a department: a native button (Tab reaches it, Enter and Space open its menu), drawn as
 *  the bare icon it replaces; a native one, as 25 antd Buttons slowed every expand. */
const MORE_BUTTON: CSSProperties = {
  border: 0,
  background: 'none',
  padding: '0 4px',
  color: 'inherit',
  cursor: 'pointer',
  lineHeight: 1,
};

/** Back to a department's ⋮ once its menu has closed (the menu's trigger is a new element). */
const focusMore = (id: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-more-for="${CSS.escape(id)}"]`)?.focus());

interface Props {
  tree: DepartTreeNode[];
  selectedId?: string;
  onSelect(node: DepartTreeNode): void;
  onAction(action: DepartAction, node: DepartTreeNode): void;
}

/** The department tree: virtual (antd Tree with a height) and given only what is expanded, so
 *  10,000 departments render and expand quickly; a server-side search (/depart/searchDepart)
 *  reveals a department in it. */
export function DepartmentTree({ tree, selectedId, onSelect, onAction }: Props) {
  const { token } = theme.useToken();
  const [expanded, setExpanded] = useState<React.Key[]>(() => tree.map((n) => n.id));
  const data = useMemo(
    () => shownTreeData(tree, expanded, (n) => ({ title: n.departName, dept: n })),
    [tree, expanded],
  );
  const [text, setText] = useState('');
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const departName = useDebouncedValue(text.trim());
  const found = useDepartSearch({ departName, page, size: 10 });

  const reveal = (id: string) => {
    // indexed on the first search, not when the tree arrives: 10,000 departments are a few ms of the page's first render
    const byId = departmentsById(tree);
    const chain: string[] = [];
    for (let n = byId.get(id); n && n.parentDepartId !== '0'; n = byId.get(n.parentDepartId))
      chain.push(n.parentDepartId);
    setExpanded((keys) => [...new Set([...keys, ...chain])]);
    const node = byId.get(id);
    if (node) onSelect(node);
    setText('');
  };

  const titleOf = (n: DepartTreeNode) => {
    const isRoot = n.parentDepartId === '0';
    const items = [
      { key: 'add', label: '添加子部门' },
      { key: 'edit', label: '编辑部门' },
      { key: 'export', label: '导出部门员工' },
      ...(isRoot
        ? []
        : [
            { key: 'toggle', label: n.enable ? '停用部门' : '启用部门' },
            { key: 'delete', label: '删除部门', danger: true },
          ]),
    ];
    return (
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        <span style={{ color: n.enable ? undefined : token.colorTextTertiary }}>{n.departName}</span>
        <span
          style={{ color: token.colorTextSecondary }}
          title={`共${n.memberTotal}人（含下级部门），直属${n.departSum}人`}
        >
          ({n.memberTotal})
        </span>
        {!n.enable && <Tag>已停用</Tag>}
        {menuFor === n.id ? (
          <Dropdown
            open
            autoFocus
            trigger={['click']}
            onOpenChange={(open, { source }) => {
              if (open) return;
              setMenuFor(null);
              // closed without a choice (Escape, a click elsewhere): a choice's dialog takes the focus
              if (source === 'trigger') focusMore(n.id);
            }}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                setMenuFor(null);
                onAction(key as DepartAction, n);
              },
            }}
          >
            <button
              type="button"
              aria-label={`${n.departName}操作`}
              aria-haspopup="menu"
              aria-expanded
              data-more-for={n.id}
              style={MORE_BUTTON}
              onClick={(e) => e.stopPropagation()}
              onKeyDown={(e) => e.stopPropagation()}
            >
              <MoreOutlined aria-hidden />
            </button>
          </Dropdown>
        ) : (
          // one menu at a time: a Dropdown per visible row makes every expand slower
          <button
            type="button"
            aria-label={`${n.departName}操作`}
            aria-haspopup="menu"
            aria-expanded={false}
            data-more-for={n.id}
            style={MORE_BUTTON}
            onClick={(e) => {
              e.stopPropagation();
              setMenuFor(n.id);
            }}
            // the tree's own keys (arrows, Enter) are for its rows, not for this button
            onKeyDown={(e) => e.stopPropagation()}
          >
            <MoreOutlined aria-hidden />
          </button>
        )}
      </span>
    );
  };

  return (
    <div>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索部门"
        aria-label="搜索部门"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(1);
        }}
        style={{ marginBottom: 8 }}
      />
      {departName ? (
        <>
          <SimpleList
            size="small"
            loading={found.isFetching}
            dataSource={found.data?.list ?? []}
            locale={{ emptyText: '未找到相关部门' }}
            renderItem={(d) => (
              <SimpleList.Item style={{ cursor: 'pointer' }} onClick={() => reveal(d.id)}>
                <SimpleList.Meta title={d.departName} description={d.path || '根部门'} />
              </SimpleList.Item>
            )}
          />
          {(found.data?.total ?? 0) > 10 && (
            <Pagination
              size="small"
              current={page}
              total={found.data?.total}
              onChange={setPage}
              showSizeChanger={false}
            />
          )}
        </>
      ) : (
        <Tree
          blockNode
          height={TREE_HEIGHT}
          virtual
          motion={{}}
          treeData={data}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(_keys, info) => onSelect((info.node as unknown as { dept: DepartTreeNode }).dept)}
          titleRender={(node) => titleOf((node as DataNode & { dept: DepartTreeNode }).dept)}
        />
      )}
    </div>
  );
}
