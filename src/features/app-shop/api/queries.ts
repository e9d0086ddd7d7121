import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { createOrder, fetchShopApp, fetchShopApps, findOrders } from './shop-api';
import type { CreateOrderInput, OrderQuery, ShopQuery } from './types';

export const useShopApps = (q: ShopQuery) =>
  useQuery({ queryKey: ['app-shop', 'apps', q], queryFn: ({ signal }) => fetchShopApps(q, signal), ...keepRowsWithin(q.categoryMark) });

export const useShopApp = (id: string | null) =>
  useQuery({ queryKey: ['app-shop', 'app', id], queryFn: ({ signal }) => fetchShopApp(id!, signal), enabled: !!id });

/** Orders of one filter (dates and status are the subject; paging keeps the rows shown). */
export const useOrders = (q: OrderQuery) =>
  useQuery({ queryKey: ['app-shop', 'orders', q], queryFn: ({ signal }) => findOrders(q, signal), ...keepRowsWithin([q.startDate, q.endDate, q.status]), staleTime: 0 });

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['app-shop'] }),
  });
}
