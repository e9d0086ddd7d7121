import { Alert, Descriptions, Drawer, Spin, Tag } from 'antd';
import { useApprovalDetail } from '../api/queries';
import { ApprovalIcon } from './approval-icon';
import { FormAndFlow } from './form-and-flow';
import { PeopleNames } from './people-names';

/** Detail of one approval (/approve/findById): settings, form controls and the flow outline. */
export function ApprovalDetailDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const detail = useApprovalDetail(id);
  const a = detail.data;
  return (
    <Drawer open={!!id} onClose={onClose} title="审批详情" size="large" destroyOnHidden>
      {detail.isLoading && <Spin />}
      {detail.isError && <Alert type="error" showIcon title="审批详情获取失败，请稍后重试" />}
      {a && (
        <>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="审批名称">
              <ApprovalIcon icon={a.iconAddress} size={20} /> {a.approveName}
            </Descriptions.Item>
            <Descriptions.Item label="状态">
              {a.enable ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>}
            </Descriptions.Item>
            <Descriptions.Item label="说明">{a.description || '—'}</Descriptions.Item>
            <Descriptions.Item label="可见范围">
              {a.visibleRange === 3 ? <PeopleNames list={a.visibleUsers} /> : '全员'}
            </Descriptions.Item>
            <Descriptions.Item label="审批管理员">
              <PeopleNames list={a.approveAdministrators} />
            </Descriptions.Item>
            <Descriptions.Item label="更新时间">{a.updateTime}</Descriptions.Item>
          </Descriptions>
          <FormAndFlow formData={a.formData} processData={a.processData} />
        </>
      )}
    </Drawer>
  );
}
