import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import { cancelOrder, createOrder, fetchShopApp, fetchShopApps, findOrders, payOrder } from './shop-api';
import type { CreateOrderInput, OrderQuery, ShopQuery } from './types';

export const useShopApps = (q: ShopQuery) =>
  useQuery({
    queryKey: ['app-shop', 'apps', q],
    queryFn: ({ signal }) => fetchShopApps(q, signal),
    ...keepRowsWithin(q.categoryMark),
  });

export const useShopApp = (id: string | null) =>
  useQuery({ queryKey: ['app-shop', 'app', id], queryFn: ({ signal }) => fetchShopApp(id!, signal), enabled: !!id });

/** Orders of one filter (dates and status are the subject; paging keeps the rows shown). */
export const useOrders = (q: OrderQuery) =>
  useQuery({
    queryKey: ['app-shop', 'orders', q],
    queryFn: ({ signal }) => findOrders(q, signal),
    ...keepRowsWithin([q.startDate, q.endDate, q.status]),
    staleTime: 0,
  });

export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateOrderInput) => createOrder(input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['app-shop'] }),
  });
}

/** Cancel or pay a pending order. A refusal (paid or cancelled meanwhile) refreshes too, so the list
 *  shows the order as it now is; the catalogue's pending marks follow either way. */
function useSettleOrder(call: (orderId: string) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: ['app-shop'] }) });
}

export const useCancelOrder = () => useSettleOrder(cancelOrder);
export const usePayOrder = () => useSettleOrder(payOrder);
