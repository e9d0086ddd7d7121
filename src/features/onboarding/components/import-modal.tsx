import { useQueryClient } from '@tanstack/react-query';
import { ImportWizardModal } from '@/components/import-wizard-modal';
import { toastSuccess } from '@/lib/feedback/toast';
import { analyseImport, downloadTemplate, saveImport } from '../api/onboarding-api';

type ImportRow = Record<string, string>;

const COLUMNS = [
  { title: '姓名', dataIndex: 'name' },
  { title: '手机号', dataIndex: 'telephone' },
  { title: '邮箱', dataIndex: 'email' },
  { title: '职位', dataIndex: 'position' },
];

/** The two-step import of people to onboard (admin-modules §4); re-upload keeps the importId. */
export function ImportModal({ onClose }: { onClose(): void }) {
  const client = useQueryClient();
  return (
    <ImportWizardModal<ImportRow>
      title="批量导入"
      width={760}
      unit="人"
      instructions="请按模板填写姓名、手机号、邮箱、职位后上传（.xlsx，单次最多500人）。"
      columns={COLUMNS}
      rowKey={(r) =>
        r.reason === undefined ? r.telephone || r.email : `${r.name}-${r.telephone}-${r.email}-${r.reason}`
      }
      analyse={analyseImport}
      downloadTemplate={downloadTemplate}
      save={async (importId) => {
        const { count } = await saveImport(importId);
        toastSuccess(`成功导入${count}人`);
        await client.invalidateQueries({ queryKey: ['onboarding'] });
      }}
      onClose={onClose}
    />
  );
}
