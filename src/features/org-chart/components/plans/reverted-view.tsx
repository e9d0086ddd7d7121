import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PlanDetail } from '../../api/plan-types';
import { useDuplicatePlan } from '../../api/plan-queries';
import { planPath } from '../../constants';
import { ChangeList } from '../plan/change-list';

/** A reverted plan: its changes read-only; 复制为新方案 opens a draft with the same changes. */
export function RevertedView({ plan }: { plan: PlanDetail }) {
  const navigate = useNavigate();
  const duplicate = useDuplicatePlan();
  const once = useSubmitOnce();
  const copy = once.guard(async () => {
    const made = await duplicate.mutateAsync(plan.id);
    toastSuccess(`已复制为“${made.name}”`);
    navigate(planPath(made.id));
  });
  return (
    <div>
      <Button type="primary" loading={once.pending} onClick={() => void copy()} style={{ marginBottom: 16 }}>
        复制为新方案
      </Button>
      <ChangeList plan={plan} readOnly />
    </div>
  );
}
