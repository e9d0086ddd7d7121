import { exportPrintHistory } from '../api/devices-api';
import { usePrintHistory } from '../api/queries';
import type { PrinterType } from '../api/types';
import { rangeDays, usePrintHistoryList } from './history-filters';
import { PrintHistoryView } from './print-history-view';

/** 购买打印记录 or 租赁打印记录: server-paged (/printer/history) within a date range; exported as .xlsx. */
export function PrintHistoryPanel({ type }: { type: PrinterType }) {
  const list = usePrintHistoryList();
  const days = rangeDays(list.filters.range);
  const history = usePrintHistory({ type, ...days, page: list.page, size: list.size });
  return <PrintHistoryView list={list} query={history} exportRecords={() => exportPrintHistory({ type, ...days })} />;
}
