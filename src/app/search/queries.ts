import { useQuery } from '@tanstack/react-query';
import { searchApprovalHits, searchDepartmentHits, searchStaffHits } from './search-api';

// Global search's server groups, each asked only when `enabled` (the user's menu has the page that
// owns its call, and there is a term).

export const searchKeys = {
  staff: (enterpriseId: string, term: string) => ['search', 'staff', enterpriseId, term] as const,
  departments: (enterpriseId: string, term: string) => ['search', 'departments', enterpriseId, term] as const,
  approvals: (enterpriseNumber: string, term: string) => ['search', 'approvals', enterpriseNumber, term] as const,
};

export const useStaffHits = (term: string, enterpriseId: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKeys.staff(enterpriseId, term),
    queryFn: ({ signal }) => searchStaffHits(term, enterpriseId, signal),
    enabled,
  });

export const useDepartmentHits = (term: string, enterpriseId: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKeys.departments(enterpriseId, term),
    queryFn: ({ signal }) => searchDepartmentHits(term, signal),
    enabled,
  });

export const useApprovalHits = (term: string, enterpriseNumber: string, enabled: boolean) =>
  useQuery({
    queryKey: searchKeys.approvals(enterpriseNumber, term),
    queryFn: ({ signal }) => searchApprovalHits(term, enterpriseNumber, signal),
    enabled,
  });
