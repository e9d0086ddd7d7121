import { useState } from 'react';
import { Button, Space, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { lazyNamed } from '@/lib/lazy-named';
import { isWaiting, pageAfterRemovingOne } from '@/lib/query/list-subject';
import type { PlanSummary } from '../../api/plan-types';
import { useDeletePlan, useDuplicatePlan, usePlans } from '../../api/plan-queries';
import { PLAN_STATUS_COLOR, PLAN_STATUS_LABEL, planPath } from '../../constants';

const PlanFormModal = lazyNamed(() => import('./plan-form-modal').then((m) => m.PlanFormModal));

const FIRST_PAGE = 1;

/** 调整方案: the enterprise's restructure plans, server-paged (docs/assumed-contract.md "Restructure plans"). */
export function PlanList() {
  const navigate = useNavigate();
  const [paging, setPaging] = useState({ page: FIRST_PAGE, size: 10 });
  const [creating, setCreating] = useState(false);
  const list = usePlans(paging);
  const duplicate = useDuplicatePlan();
  const remove = useDeletePlan();
  const rowAction = useSubmitOnce();
  const copy = rowAction.guard(async (p: PlanSummary) => {
    const made = await duplicate.mutateAsync(p.id);
    toastSuccess(`已复制为“${made.name}”`);
  });
  const askDelete = rowAction.guard(async (p: PlanSummary) => {
    if (!(await confirmAction({ content: `确定删除调整方案“${p.name}”吗？`, danger: true }))) return;
    await remove.mutateAsync(p.id);
    toastSuccess('方案已删除');
    setPaging((v) => ({ ...v, page: pageAfterRemovingOne(v.page, list.data?.list.length) }));
  });
  const none = list.isSuccess && list.data.total === 0;
  const create = (
    <Button type="primary" onClick={() => setCreating(true)}>
      新建调整方案
    </Button>
  );

  return (
    <>
      <PageFrame
        toolbar={list.data && !none ? create : undefined}
        loading={list.isPending}
        error={list.isError ? list.error : undefined}
        onRetry={() => void list.refetch()}
        empty={none}
        emptyText="暂无调整方案"
        emptyAction={create}
      >
        {list.data && (
          <Table<PlanSummary>
            rowKey="id"
            size="middle"
            loading={isWaiting(list)}
            dataSource={list.data.list}
            pagination={{
              current: paging.page,
              pageSize: paging.size,
              total: list.data.total,
              showSizeChanger: true,
              showTotal: (t) => `共 ${t} 个方案`,
              onChange: (page, size) => setPaging({ page, size }),
            }}
            columns={[
              { title: '名称', dataIndex: 'name', render: (v: string, p) => <Link to={planPath(p.id)}>{v}</Link> },
              {
                title: '状态',
                dataIndex: 'status',
                width: 100,
                render: (_v, p) => <Tag color={PLAN_STATUS_COLOR[p.status]}>{PLAN_STATUS_LABEL[p.status]}</Tag>,
              },
              { title: '调整项', dataIndex: 'changeCount', width: 90 },
              {
                title: '最后修改',
                key: 'updated',
                width: 240,
                render: (_v, p) => `${p.updaterName} ${p.updateTime}`,
              },
              {
                title: '操作',
                key: 'op',
                width: 200,
                render: (_v, p) => (
                  <Space size={0}>
                    <Button
                      type="link"
                      size="small"
                      aria-label={`${p.status === 'draft' ? '编辑' : '查看'}${p.name}`}
                      onClick={() => navigate(planPath(p.id))}
                    >
                      {p.status === 'draft' ? '编辑' : '查看'}
                    </Button>
                    <Button
                      type="link"
                      size="small"
                      disabled={rowAction.pending}
                      aria-label={`复制${p.name}`}
                      onClick={() => void copy(p)}
                    >
                      复制
                    </Button>
                    {p.status !== 'applied' && (
                      <Button
                        type="link"
                        size="small"
                        danger
                        disabled={rowAction.pending}
                        aria-label={`删除${p.name}`}
                        onClick={() => void askDelete(p)}
                      >
                        删除
                      </Button>
                    )}
                  </Space>
                ),
              },
            ]}
          />
        )}
      </PageFrame>
      {creating && <PlanFormModal onClose={() => setCreating(false)} onSaved={(p) => navigate(planPath(p.id))} />}
    </>
  );
}
