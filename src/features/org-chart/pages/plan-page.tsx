import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Result } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { errorCodeOf } from '@/lib/http/errors';
import { PLAN_NOT_FOUND } from '../api/plan-api';
import { usePlanReview } from '../api/plan-queries';
import { AppliedView } from '../components/plans/applied-view';
import { DraftView } from '../components/plans/draft-view';
import { PlanHeader } from '../components/plans/plan-header';
import { RevertedView } from '../components/plans/reverted-view';
import { ORG_CHART_PATH, PLANS_TAB } from '../constants';

/** /home/organization_chart/plan?id= (调整方案): one restructure plan, by its status
 *  (docs/assumed-contract.md "Restructure plans"). Without an id the router says 缺少方案ID. */
export default function PlanPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const id = query.get('id') ?? '';
  const review = usePlanReview(id);
  if (String(errorCodeOf(review.error)) === String(PLAN_NOT_FOUND))
    return (
      <PageFrame>
        <Result
          status="404"
          title="方案不存在"
          subTitle="方案可能已被删除"
          extra={
            <Button type="primary" onClick={() => navigate(`${ORG_CHART_PATH}?tab=${PLANS_TAB}`)}>
              返回调整方案
            </Button>
          }
        />
      </PageFrame>
    );
  const plan = review.data?.plan;
  return (
    <PageFrame
      loading={review.isPending}
      error={review.isError ? review.error : undefined}
      onRetry={() => void review.refetch()}
    >
      {review.data && plan && (
        <>
          <PlanHeader plan={plan} />
          {plan.status === 'draft' && <DraftView review={review.data} />}
          {plan.status === 'applied' && <AppliedView plan={plan} />}
          {plan.status === 'reverted' && <RevertedView plan={plan} />}
        </>
      )}
    </PageFrame>
  );
}
