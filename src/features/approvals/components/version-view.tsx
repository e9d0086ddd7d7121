import { PersonRef } from '@/components/directory/person-ref';
import { Alert, Descriptions, Drawer, Spin } from 'antd';
import { useApprovalVersion } from '../api/history-queries';
import { ApprovalIcon } from './approval-icon';
import { FormAndFlow } from './form-and-flow';
import { PeopleNames } from './people-names';

/** One saved version of an approval, read-only (/approve/version/findById). */
export function VersionView({ id, onClose }: { id: string | null; onClose(): void }) {
  const version = useApprovalVersion(id);
  const v = version.data;
  return (
    <Drawer open={!!id} onClose={onClose} title={v ? `版本 V${v.version}` : '版本详情'} size="large" destroyOnHidden>
      {version.isLoading && <Spin />}
      {version.isError && <Alert type="error" showIcon title="版本详情获取失败，请稍后重试" />}
      {v && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="审批名称">
              <ApprovalIcon icon={v.content.iconAddress} size={20} /> {v.content.approveName}
            </Descriptions.Item>
            <Descriptions.Item label="说明">{v.content.description || '—'}</Descriptions.Item>
            <Descriptions.Item label="可见范围">
              {v.content.visibleRange === 3 ? <PeopleNames list={v.content.visibleUsers} /> : '全员'}
            </Descriptions.Item>
            <Descriptions.Item label="审批管理员">
              <PeopleNames list={v.content.approveAdministrators} />
            </Descriptions.Item>
            <Descriptions.Item label="保存人">
              <PersonRef lenovoId={v.savedBy.lenovoId} name={v.savedBy.name} />
            </Descriptions.Item>
            <Descriptions.Item label="保存时间">{v.saveTime}</Descriptions.Item>
          </Descriptions>
          <FormAndFlow formData={v.content.formData} processData={v.content.processData} />
        </>
      )}
    </Drawer>
  );
}
