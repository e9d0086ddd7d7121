import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enterpriseInfoQuery } from '@/lib/enterprise/enterprise-info';
import * as api from './settings-api';

export const settingsKeys = {
  engineers: ['enterprise-settings', 'engineers'] as const,
};

export const useEnterprise = () => useQuery(enterpriseInfoQuery);
export const useEngineers = () =>
  useQuery({ queryKey: settingsKeys.engineers, queryFn: ({ signal }) => api.listEngineers(signal) });

export function useSettingsMutation<T, R>(fn: (input: T) => Promise<R>, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['enterprise-settings'] });
      void client.invalidateQueries({ queryKey: enterpriseInfoQuery.queryKey });
    },
  });
}
