import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/http/errors';
import * as api from './admins-api';

export const adminKeys = {
  list: (name: string, menuId: string) => ['admins', 'list', name, menuId] as const,
  menus: ['admins', 'menus'] as const,
  candidates: (name: string) => ['admins', 'candidates', name] as const,
};

export function useAdmins(name: string, menuId: string) {
  return useQuery({
    queryKey: adminKeys.list(name, menuId),
    queryFn: async ({ signal }) => {
      const rows = menuId
        ? (await api.adminsByMenu(menuId, signal)).filter((a) => !name || a.name.includes(name))
        : await api.searchAdmins(name, signal);
      return [...rows].sort((a, b) => Number(a.editable) - Number(b.editable));
    },
  });
}

export const useMenuList = () =>
  useQuery({ queryKey: adminKeys.menus, queryFn: ({ signal }) => api.fetchMenuList(signal), staleTime: 5 * 60_000 });

export const useCandidates = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.candidates(name),
    queryFn: ({ signal }) => api.usersExcludingAdmins(name, signal),
    enabled,
  });

/** A code-999 answer goes to `onRefused` (the page's error callback); others were toasted by the layer. */
export function useAdminMutation<T>(
  fn: (input: T) => Promise<unknown>,
  handlers: { onDone(): void; onRefused(message: string): void },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      handlers.onDone();
      void client.invalidateQueries({ queryKey: ['admins', 'list'] });
    },
    onError: (e) => {
      if (isApiError(e) && String(e.code) === '999') handlers.onRefused(e.message);
    },
  });
}
