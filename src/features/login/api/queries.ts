import { useQuery } from '@tanstack/react-query';
import { listAdminEnterprises, listEnterprisesOf } from './enterprise-api';

export const loginKeys = {
  enterprises: (lenovoId: string) => ['login', 'enterprises', lenovoId] as const,
  adminEnterprises: ['login', 'admin-enterprises'] as const,
};

/** The enterprises the user belongs to, asked afresh each time the choice is shown. */
export const useEnterprisesOf = (lenovoId: string) =>
  useQuery({
    queryKey: loginKeys.enterprises(lenovoId),
    queryFn: ({ signal }) => listEnterprisesOf(lenovoId, signal),
    enabled: !!lenovoId,
    staleTime: 0,
  });

/** The enterprises the user administers: the header's switch asks once it is opened. */
export const useAdminEnterprises = (enabled: boolean) =>
  useQuery({
    queryKey: loginKeys.adminEnterprises,
    queryFn: ({ signal }) => listAdminEnterprises(signal),
    enabled,
  });
