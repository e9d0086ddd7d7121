import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './announcements-api';

export const announcementKeys = {
  list: (title: string, status: number | '', page: number) => ['announcements', 'list', title, status, page] as const,
  detail: (id: string) => ['announcements', 'detail', id] as const,
  public: (id: string) => ['announcements', 'public', id] as const,
  receipts: (id: string) => ['announcements', 'receipts', id] as const,
};

export const useAnnouncements = (title: string, status: number | '', page: number) =>
  useQuery({
    queryKey: announcementKeys.list(title, status, page),
    queryFn: ({ signal }) => api.listAnnouncements({ title, status, page, size: 10 }, signal),
    placeholderData: keepPreviousData,
  });
export const useAnnouncement = (id: string | null) =>
  useQuery({
    queryKey: announcementKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.announcementDetail(id!, signal),
    enabled: !!id,
  });
export const usePublicAnnouncement = (id: string | null, memberToken: string | null) =>
  useQuery({
    queryKey: announcementKeys.public(id ?? ''),
    queryFn: ({ signal }) => api.publicAnnouncement(id!, memberToken, signal),
    enabled: !!id,
  });
export const useReceipts = (id: string | null, enabled: boolean) =>
  useQuery({
    queryKey: announcementKeys.receipts(id ?? ''),
    queryFn: ({ signal }) => api.announcementReceipts(id!, signal),
    enabled: !!id && enabled,
  });

export function useAnnouncementMutation<T, R>(fn: (input: T) => Promise<R>, onDone?: (r: R) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      onDone?.(r);
      void client.invalidateQueries({ queryKey: ['announcements'] });
    },
  });
}
