import { useMemo } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useUserMenu } from '@/stores/menu';
import { useSession } from '@/stores/session';
import { menuPath } from '../guard/decide';
import { pageHits, type SearchHit } from './page-hits';
import { useApprovalHits, useDepartmentHits, useStaffHits } from './queries';

export const ORG_PATH = '/home/organization';
export const APPROVALS_PATH = '/home/examine_management';
export const DESIGNER_PATH = '/home/examine_management/designer';

export interface SearchGroup {
  key: 'pages' | 'staff' | 'departments' | 'approvals';
  label: string;
  hits: SearchHit[];
}

const enc = encodeURIComponent;

/** The groups of global search for a text: 页面 at once (from the menu), 员工, 部门 and 审批 from the
 *  server after 500 ms, each asked only when the user's menu has the page that owns its call. */
export function useSearchGroups(text: string) {
  const menu = useUserMenu();
  const enterprise = useSession((s) => s.enterprise);
  const term = useDebouncedValue(text.trim());
  const has = (path: string) => !!menu?.some((e) => menuPath(e) === path);
  const org = has(ORG_PATH) && !!term && !!enterprise;
  const approvals = has(APPROVALS_PATH) && !!term && !!enterprise;
  const id = enterprise?.id ?? '';
  const number = enterprise?.enterpriseNumber ?? '';
  const staff = useStaffHits(term, id, org);
  const departs = useDepartmentHits(term, id, org);
  const flows = useApprovalHits(term, number, approvals);
  const pages = useMemo(() => pageHits(menu ?? [], text), [menu, text]);

  const groups: SearchGroup[] = [
    { key: 'pages', label: '页面', hits: pages },
    {
      key: 'staff',
      label: '员工',
      hits: (org ? (staff.data?.list ?? []) : []).map((s) => ({
        key: `staff:${s.lenovoId}`,
        title: s.name,
        to: `${ORG_PATH}?profile=${enc(s.lenovoId)}`,
        detail: [s.position, s.departmentList.map((d) => d.departName).join('、'), s.telephone]
          .filter(Boolean)
          .join(' · '),
      })),
    },
    {
      key: 'departments',
      label: '部门',
      hits: (org ? (departs.data?.list ?? []) : []).map((d) => ({
        key: `depart:${d.id}`,
        title: d.departName,
        detail: d.path,
        to: `${ORG_PATH}?depart=${enc(d.id)}`,
      })),
    },
    {
      key: 'approvals',
      label: '审批',
      hits: (approvals ? (flows.data?.list ?? []) : []).map((a) => ({
        key: `approval:${a.id}`,
        title: a.approveName,
        detail: a.description,
        to: `${DESIGNER_PATH}?id=${enc(a.id)}`,
      })),
    },
  ];
  const waiting =
    text.trim() !== term || [org && staff, org && departs, approvals && flows].some((q) => q && q.isFetching);
  const failed = [org && staff, org && departs, approvals && flows].some((q) => q && q.isError);
  return { groups: groups.filter((g) => g.hits.length), loading: !!text.trim() && waiting, failed };
}
