import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { exportStaff } from '../api/org-api';

/** 导出 of the selected staff: one export at a time (a second click while the file is made is dropped),
 *  busy while the download runs; its failure is the HTTP layer's toast. */
export function useStaffExport() {
  const once = useSubmitOnce();
  const run = (ids: string[]) => void once.run(() => exportStaff(ids).catch(() => undefined));
  return { exporting: once.pending, run };
}
