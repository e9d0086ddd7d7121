import { assistantRows, biRuleRows, pluginRows } from '../../ai-tables';
import { BI_SOURCE_NAMES } from '../../ai-bi-preview';
import type { FieldChange } from '../../changelog';
import type { StaffRow } from '../../org-tables';
import type { VisibleScope } from '@/features/ai-assistant/api/types';
import type { LifecycleContext } from '../context';
import type { HeldItem, Reference, ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { swapDepartment, takeUserPlace } from './scope-list';

// The AI assistant area's scopes (docs/product.md Part D §2 "AI assistant / plugin / BI scopes"):
// who may use the assistant, each plugin, and see each BI summary. A receiver may take the
// leaver's place, else the leaver is just removed. A scope left with nobody stays limited: nobody
// may use it (never more people than before), and a plugin or BI rule, which has a switch, is
// switched off so the page says so. A department a scope uses cannot be deleted.

/** One scope as a person would name it. */
interface Scope {
  id: string;
  /** the held item's name (小联, 发起审批, 请假数据) */
  name: string;
  /** where it is stored (插件「发起审批」使用范围) */
  where: string;
  /** the switch of a plugin or BI rule ('已启用' → '已停用' in the change log) */
  switchName?: string;
  row: VisibleScope & { enabled?: boolean };
}

interface ScopeKind {
  kind: string;
  label: string;
  unit: string;
  scopes(e: string): Scope[];
}

const ofEnterprise = <T extends { enterpriseNumber: string }>(rows: T[], e: string) =>
  rows.filter((r) => r.enterpriseNumber === e);

const naming = (s: Scope, p: StaffRow) => s.row.users.some((u) => u.lenovoId === p.lenovoId);

/** The person leaves the scope, `to` (when given) takes the place once; a scope left with nobody is
 *  switched off when it has a switch. */
function replace(s: Scope, p: StaffRow, to: StaffRow | null): FieldChange[] {
  s.row.users = takeUserPlace(s.row.users, p, to);
  const changes: FieldChange[] = [{ field: s.where, before: p.name, after: to?.name ?? '' }];
  if (!s.row.users.length && !s.row.departIds.length && s.row.enabled && s.switchName) {
    s.row.enabled = false;
    changes.push({ field: s.switchName, before: '已启用', after: '已停用' });
  }
  return changes;
}

function scopePlace({ kind, label, unit, scopes }: ScopeKind): ReferencePlace {
  const held = (c: LifecycleContext, p: StaffRow) => scopes(c.e).filter((s) => naming(s, p));
  return {
    kind,
    label,
    unit,
    handover: 'optional',
    released: '直接移除',
    holdings: (c, p): HeldItem[] => held(c, p).map((s) => ({ id: s.id, name: s.name })),
    handOver: (c, p, to, items) => {
      const ids = new Set(items.map((i) => i.id));
      return held(c, p)
        .filter((s) => ids.has(s.id))
        .flatMap((s) => replace(s, p, to));
    },
    release: (c, p) => held(c, p).flatMap((s) => replace(s, p, null)),
    departmentUses: (c, departId) =>
      scopes(c.e)
        .filter((s) => s.row.departIds.includes(departId))
        .map((s) => s.where),
    departmentReplaced: (c, from, to) =>
      scopes(c.e).flatMap((s) => {
        const next = swapDepartment(s.row.departIds, from, to);
        if (!next) return [];
        s.row.departIds = next;
        return [s.where];
      }),
    references: (e) =>
      scopes(e).flatMap((s): Reference[] => [
        ...s.row.users.map((u) => personReference(s.where, 'lenovoId', u.lenovoId)),
        ...s.row.departIds.map((id) => departmentReference(s.where, id)),
      ]),
  };
}

/** AI助理可使用范围: the enterprise's one assistant. */
const assistantScope = scopePlace({
  kind: 'aiAssistantScope',
  label: 'AI助理可使用范围',
  unit: '项',
  scopes: (e) =>
    ofEnterprise(assistantRows(), e).map((a) => ({ id: a.id, name: a.name, where: 'AI助理可使用范围', row: a })),
});

/** AI插件使用范围: each plugin's. The catalogue rows an enterprise has (a read never creates them here). */
const pluginScope = scopePlace({
  kind: 'aiPluginScope',
  label: 'AI插件使用范围',
  unit: '个',
  scopes: (e) =>
    ofEnterprise(pluginRows(), e).map((p) => ({
      id: p.id,
      name: p.name,
      where: `插件「${p.name}」使用范围`,
      switchName: `插件「${p.name}」`,
      row: p,
    })),
});

/** BI数据可查看范围: each data source's rule (a switched-off rule keeps its range). */
const biScope = scopePlace({
  kind: 'aiBiScope',
  label: 'BI数据可查看范围',
  unit: '项',
  scopes: (e) =>
    ofEnterprise(biRuleRows(), e).map((r) => {
      const name = BI_SOURCE_NAMES[r.source];
      return {
        id: r.source,
        name: `${name}数据`,
        where: `BI配置「${name}」可查看范围`,
        switchName: `BI配置「${name}」`,
        row: r,
      };
    }),
});

export const aiPlaces: readonly ReferencePlace[] = [assistantScope, pluginScope, biScope];
