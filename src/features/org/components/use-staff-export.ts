import { useState } from 'react';
import { exportStaff } from '../api/org-api';

/** 导出 of the selected staff: busy while the download runs; its failure is the HTTP layer's toast. */
export function useStaffExport() {
  const [exporting, setExporting] = useState(false);
  const run = (ids: string[]) => {
    setExporting(true);
    exportStaff(ids)
      .catch(() => undefined)
      .finally(() => setExporting(false));
  };
  return { exporting, run };
}
