import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './settings-api';

export const settingsKeys = {
  enterprise: ['enterprise-settings', 'enterprise'] as const,
  engineers: ['enterprise-settings', 'engineers'] as const,
};

export const useEnterprise = () =>
  useQuery({ queryKey: settingsKeys.enterprise, queryFn: ({ signal }) => api.fetchEnterprise(signal) });
export const useEngineers = () =>
  useQuery({ queryKey: settingsKeys.engineers, queryFn: ({ signal }) => api.listEngineers(signal) });

export function useSettingsMutation<T, R>(fn: (input: T) => Promise<R>, onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      onDone();
      void client.invalidateQueries({ queryKey: ['enterprise-settings'] });
    },
  });
}
