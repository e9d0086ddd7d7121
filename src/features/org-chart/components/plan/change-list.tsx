import { useEffect, useRef, useState } from 'react';
import { Button, Empty, Segmented, Typography, theme } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useUndoPlanChange } from '../../api/plan-change-queries';
import type { PlanChangeKind, PlanDetail } from '../../api/plan-types';
import { pageOfRow, pageRows, PanelPager } from './panel-pager';

/** The kinds as the change log names them (docs/assumed-contract.md "Restructure plans", Apply). */
const KINDS: Record<PlanChangeKind, string> = {
  create: '新建部门',
  rename: '部门更名',
  move: '调整上级',
  merge: '合并部门',
  delete: '删除部门',
  supervisor: '设置主管',
  moveStaff: '人员调动',
};
type Filter = PlanChangeKind | 'all';
const FILTERS = [
  { value: 'all' as Filter, label: '全部' },
  ...Object.entries(KINDS).map(([value, label]) => ({ value: value as Filter, label })),
];

interface Props {
  plan: PlanDetail;
  /** an applied or reverted plan: its changes are its record, nothing is undone one by one */
  readOnly?: boolean;
  /** the change a problem's link points at: shown (its page) and marked */
  highlight?: string;
}

/** 调整记录: every change of a plan in the order recorded, with who and when, filtered by kind; a
 *  draft's change can be undone (POST /restructure/plan/undoChange). */
export function ChangeList({ plan, readOnly, highlight }: Props) {
  const { token } = theme.useToken();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const shown = filter === 'all' ? plan.changes : plan.changes.filter((c) => c.kind === filter);
  // a highlighted change is always shown: the filter gives way and the list turns to its page
  const [seen, setSeen] = useState<string>();
  if (highlight !== seen) {
    setSeen(highlight);
    const at = plan.changes.findIndex((c) => c.id === highlight);
    if (at >= 0) {
      setFilter('all');
      setPage(pageOfRow(at));
    }
  }
  const marked = useRef<HTMLLIElement>(null);
  useEffect(() => marked.current?.scrollIntoView?.({ block: 'nearest' }), [highlight, page]);
  const undo = useUndoPlanChange(plan.id);
  const once = useSubmitOnce();
  const undoOne = once.guard(async (id: string) => {
    await undo.mutateAsync(id);
    toastSuccess('已撤销该项调整');
  });
  const editable = !readOnly && plan.status === 'draft';
  return (
    <section aria-label="调整记录">
      <Segmented<Filter>
        aria-label="调整类型"
        options={FILTERS}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          setPage(1);
        }}
        style={{ marginBottom: 8, flexWrap: 'wrap' }}
      />
      {shown.length ? (
        <ol aria-label="调整项" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pageRows(shown, page).map((c) => {
            const on = c.id === highlight;
            return (
              <li
                key={c.id}
                ref={on ? marked : undefined}
                aria-current={on || undefined}
                style={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'center',
                  gap: 12,
                  padding: '8px',
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  background: on ? token.colorPrimaryBg : undefined,
                }}
              >
                <div>
                  <div>
                    <Typography.Text type="secondary">{KINDS[c.kind]}</Typography.Text> {c.label}
                  </div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <PersonRef lenovoId={c.authorId} name={c.authorName} /> · {c.time}
                  </Typography.Text>
                </div>
                {editable && (
                  <Button
                    type="link"
                    size="small"
                    disabled={once.pending}
                    aria-label={`撤销此项：${c.label}`}
                    onClick={() => void undoOne(c.id)}
                  >
                    撤销此项
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无调整" />
      )}
      <PanelPager page={page} total={shown.length} onChange={setPage} style={{ marginTop: 8 }} />
    </section>
  );
}
