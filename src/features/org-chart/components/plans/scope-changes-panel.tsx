import { Alert } from 'antd';
import type { PlanScopeChange } from '../../api/plan-types';

// The review's 管理范围 warnings (docs/assumed-contract.md "Restructure plans", "Scope changes"): the
// plan changes whom these administrators and roles may manage, though nobody edits their scopes.

const HOLDER: Record<PlanScopeChange['kind'], string> = { admin: '管理员', role: '角色' };
const NONE = '无部门';

const people = (c: PlanScopeChange) =>
  [c.gained ? `新增${c.gained}人` : '', c.lost ? `减少${c.lost}人` : ''].filter(Boolean).join('，');

/** 管理员「欧阳敏」管理范围：销售部、市场部 → 销售部、产品部（新增31人） */
export const scopeChangeText = (c: PlanScopeChange) =>
  `${HOLDER[c.kind]}「${c.name}」管理范围：${c.before.join('、') || NONE} → ${c.after.join('、') || NONE}（${people(c)}）`;

/** What the apply confirmation adds: 并将改变2项管理范围（欧阳敏、角色「销售管理员」），请确认 */
export const scopeChangesNotice = (changes: readonly PlanScopeChange[]) =>
  changes.length
    ? `；并将改变${changes.length}项管理范围（${changes.map((c) => (c.kind === 'role' ? `角色「${c.name}」` : c.name)).join('、')}），请确认`
    : '';

export function ScopeChangesPanel({ changes }: { changes: readonly PlanScopeChange[] }) {
  if (!changes.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title={`方案将改变${changes.length}项管理范围，应用前请确认`}
      description={
        <ul aria-label="管理范围变化" style={{ margin: 0, paddingInlineStart: 20 }}>
          {changes.map((c) => (
            <li key={`${c.kind}-${c.id}`}>{scopeChangeText(c)}</li>
          ))}
        </ul>
      }
    />
  );
}
