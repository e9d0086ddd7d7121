import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { keepRowsWithin } from '@/lib/query/list-subject';
import {
  authorizePrinter,
  checkSnAndSave,
  deletePrinters,
  getAvailablePoints,
  getPrinterPrice,
  printHistory,
  printerQrCode,
  queryDeviceCategories,
  queryPrinters,
  setPrinterPrice,
} from './devices-api';
import { printServiceHistory, printServiceLogin, printServiceRentalPrice } from './print-service-api';
import type { AuthorizationInput, HistoryQuery, PrinterInput, ServiceHistoryQuery } from './types';

// Server state of devices and printers. Keys start with 'devices'.
export const deviceKeys = {
  all: ['devices'] as const,
  categories: ['devices', 'categories'] as const,
  printers: ['devices', 'printers'] as const,
  price: (printerId: string) => ['devices', 'printers', 'price', printerId] as const,
  qr: (sn: string) => ['devices', 'qr', sn] as const,
  history: (q: HistoryQuery) => ['devices', 'history', q.type, q.startTime, q.endTime, q.page, q.size] as const,
  points: ['devices', 'points'] as const,
  service: ['devices', 'service'] as const,
  serviceLogin: ['devices', 'service', 'login'] as const,
  rental: (token: string) => ['devices', 'service', 'rental', token] as const,
  serviceHistory: (token: string, q: ServiceHistoryQuery) =>
    ['devices', 'service', 'history', token, q.startTime, q.endTime, q.keyword, q.page, q.size] as const,
};

export const useDeviceCategories = () =>
  useQuery({ queryKey: deviceKeys.categories, queryFn: ({ signal }) => queryDeviceCategories(signal) });
export const usePrinters = () =>
  useQuery({ queryKey: deviceKeys.printers, queryFn: ({ signal }) => queryPrinters(signal) });
export const usePrintPoints = () =>
  useQuery({ queryKey: deviceKeys.points, queryFn: ({ signal }) => getAvailablePoints(signal) });

export const usePrinterPrice = (printerId: string) =>
  useQuery({
    queryKey: deviceKeys.price(printerId),
    queryFn: ({ signal }) => getPrinterPrice(printerId, signal),
    staleTime: 0,
  });

export const usePrinterQr = (sn: string) =>
  useQuery({ queryKey: deviceKeys.qr(sn), queryFn: ({ signal }) => printerQrCode(sn, signal), staleTime: 0 });

/** One history list: rows stay while it pages within one type and date range; another range starts empty. */
export const usePrintHistory = (q: HistoryQuery) =>
  useQuery({
    queryKey: deviceKeys.history(q),
    queryFn: ({ signal }) => printHistory(q, signal),
    ...keepRowsWithin([q.type, q.startTime, q.endTime]),
  });

/** Anything a printer write changes: the list, the categories' counts, the price, the histories' locations. */
function useInvalidatePrinters() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: deviceKeys.all });
}

export function useAddPrinter() {
  const invalidate = useInvalidatePrinters();
  return useMutation({ mutationFn: (input: PrinterInput) => checkSnAndSave(input), onSuccess: invalidate });
}

export function useDeletePrinters() {
  const invalidate = useInvalidatePrinters();
  return useMutation({ mutationFn: (ids: string[]) => deletePrinters(ids), onSuccess: invalidate });
}

export function useAuthorizePrinter() {
  const invalidate = useInvalidatePrinters();
  return useMutation({ mutationFn: (input: AuthorizationInput) => authorizePrinter(input), onSuccess: invalidate });
}

export function useSetPrice() {
  const invalidate = useInvalidatePrinters();
  return useMutation({
    mutationFn: (input: { printerId: string; price: number }) => setPrinterPrice(input),
    onSuccess: invalidate,
  });
}

// The printer service usage page

export const usePrintServiceLogin = () =>
  useQuery({
    queryKey: deviceKeys.serviceLogin,
    queryFn: ({ signal }) => printServiceLogin(signal),
    staleTime: 10 * 60_000,
  });

export const useRentalPrice = (token: string | undefined) =>
  useQuery({
    queryKey: deviceKeys.rental(token ?? ''),
    queryFn: ({ signal }) => printServiceRentalPrice(token as string, signal),
    enabled: !!token,
  });

export const useServiceHistory = (token: string | undefined, q: ServiceHistoryQuery) =>
  useQuery({
    queryKey: deviceKeys.serviceHistory(token ?? '', q),
    queryFn: ({ signal }) => printServiceHistory(token as string, q, signal),
    enabled: !!token,
    ...keepRowsWithin([q.startTime, q.endTime]),
  });
