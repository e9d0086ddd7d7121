import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Space, Spin } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { subtreeIds } from '@/lib/org/shown-tree';
import { lazyNamed } from '@/lib/lazy-named';
import { confirmAction } from '@/lib/feedback/confirm';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { deleteDepartment, enableDepartment, exportDepartStaff } from '../api/org-api';
import { useDepartTree, useOrgMutation } from '../api/queries';
import type { DepartTreeNode } from '../api/types';
import { FAIL } from '../constants';
import { CeoCard } from '../components/ceo-card';
import { DepartmentTree, type DepartAction } from '../components/department-tree';
import type { DepartFormTarget } from '../components/department-form-modal';
import { StaffPanel } from '../components/staff-panel';
import { ProfileFromUrl } from '../components/profile-from-url';
import { ScopeLine } from '../components/scope-line';

// Dialogs load when first opened, not with the page.
const DepartmentFormModal = lazyNamed(() =>
  import('../components/department-form-modal').then((m) => m.DepartmentFormModal),
);
const DepartmentBatchModal = lazyNamed(() =>
  import('../components/department-batch-modal').then((m) => m.DepartmentBatchModal),
);

/** /home/organization: the department tree beside the staff of the selected department (kept alive).
 *  The staff panel does not wait for the tree: its first page (the whole enterprise, as the root
 *  department) is fetched alongside it. */
export default function OrganizationPage() {
  const tree = useDepartTree();
  const [selectedId, setSelectedId] = useState<string>();
  // ?depart=<id> (e.g. from global search) selects that department
  const departParam = useSearchParams()[0].get('depart');
  useEffect(() => {
    if (departParam) setSelectedId(departParam);
  }, [departParam]);
  const [form, setForm] = useState<DepartFormTarget | null>(null);
  const [batch, setBatch] = useState(false);
  const toggle = useOrgMutation((n: DepartTreeNode) => enableDepartment(n.id, !n.enable), {
    ok: '部门状态已更新',
    fail: FAIL.operation,
  });
  const remove = useOrgMutation(
    (n: DepartTreeNode) => deleteDepartment(n.id),
    { ok: '部门已删除', fail: FAIL.deleteDepart },
    { lifecycle: true },
  );
  const treeAction = useSubmitOnce();
  const roots = useMemo(() => tree.data ?? [], [tree.data]);
  const selected = useMemo(() => {
    const find = (list: DepartTreeNode[]): DepartTreeNode | undefined => {
      for (const n of list) {
        if (n.id === selectedId) return n;
        const hit = n.departTree.length ? find(n.departTree) : undefined;
        if (hit) return hit;
      }
    };
    return selectedId ? find(roots) : roots[0];
  }, [roots, selectedId]);

  const onAction = async (action: DepartAction, n: DepartTreeNode) => {
    if (action === 'add') setForm({ mode: 'add', parent: n });
    else if (action === 'edit') setForm({ mode: 'edit', node: n, subtree: subtreeIds(n) });
    else if (action === 'export') await exportDepartStaff([n.id]).catch(() => undefined);
    else if (action === 'toggle') {
      if (await confirmAction({ content: `确定${n.enable ? '停用' : '启用'}部门“${n.departName}”吗？` }))
        await toggle.mutateAsync(n);
    } else if (await confirmAction({ content: `确定删除部门“${n.departName}”吗？`, danger: true })) {
      await remove.mutateAsync(n);
      if (n.id === selectedId) setSelectedId(undefined);
    }
  };

  return (
    <PageFrame
      error={tree.isError ? tree.error : undefined}
      onRetry={() => void tree.refetch()}
      toolbar={
        <Space>
          <Button
            onClick={() => roots[0] && setForm({ mode: 'add', parent: selected ?? roots[0] })}
            disabled={!roots.length}
          >
            添加部门
          </Button>
          <Button onClick={() => setBatch(true)}>部门管理</Button>
        </Space>
      }
    >
      <div style={{ display: 'grid', gridTemplateColumns: '320px 1fr', gap: 20 }}>
        <div>
          <ScopeLine />
          <CeoCard />
          {tree.data ? (
            <DepartmentTree
              tree={roots}
              selectedId={selected?.id}
              onSelect={(n) => setSelectedId(n.id)}
              onAction={treeAction.guard(onAction)}
            />
          ) : (
            <div style={{ padding: 48, textAlign: 'center' }}>
              <Spin aria-label="部门加载中" />
            </div>
          )}
        </div>
        <StaffPanel depart={selected} />
      </div>
      {form && <DepartmentFormModal target={form} onClose={() => setForm(null)} />}
      {batch && <DepartmentBatchModal onClose={() => setBatch(false)} />}
      <ProfileFromUrl />
    </PageFrame>
  );
}
