import type { PlanReview } from '../../api/plan-types';
import { ChangeList } from './change-list';
import type { PlanFocus } from './plan-focus';

/** A draft plan's marked chart and its editing (docs/assumed-contract.md "Restructure plans"). */
export function PlanEditor({ review, focus }: { review: PlanReview; focus?: PlanFocus }) {
  return <ChangeList plan={review.plan} highlight={focus?.changeId} />;
}
