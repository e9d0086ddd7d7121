import { ImportWizardModal } from '@/components/import-wizard-modal';
import { toastSuccess } from '@/lib/feedback/toast';
import { analyseBalanceImport, downloadBalanceTemplate } from '../api/leave-api';
import { useSaveBalanceImport } from '../api/queries';
import type { BalanceImportRow } from '../api/types';

const COLUMNS = [
  { title: '行号', dataIndex: 'row', width: 64 },
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'telephone' },
  { title: '假期类型', dataIndex: 'holidayName' },
  { title: '额度（小时）', dataIndex: 'lines' },
  { title: '开始日期', dataIndex: 'startDate', render: (v: string) => v || '—' },
  { title: '结束日期', dataIndex: 'endDate', render: (v: string) => v || '—' },
];

/** Balances from .xlsx in two steps: upload → every row importable or with its row number and reason → save. */
export function BalanceImportModal({ onClose }: { onClose(): void }) {
  const save = useSaveBalanceImport();
  return (
    <ImportWizardModal<BalanceImportRow>
      title="导入假期余额"
      width={880}
      unit="条"
      instructions="请按模板填写姓名、手机号、假期类型、额度（小时）、开始日期、结束日期后上传（.xlsx，单次最多2000条）。日期格式为YYYY-MM-DD，留空表示长期有效。"
      columns={COLUMNS}
      rowKey={(r) => r.row}
      analyse={(file, importId, onProgress) => analyseBalanceImport(file, { importId, onProgress })}
      downloadTemplate={downloadBalanceTemplate}
      save={async (importId) => {
        const { count } = await save.mutateAsync(importId);
        toastSuccess(`成功导入${count}条假期余额`);
      }}
      onClose={onClose}
    />
  );
}
