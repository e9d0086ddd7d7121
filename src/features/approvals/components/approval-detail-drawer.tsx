import { Alert, Descriptions, Drawer, Spin, Tag, Typography } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { useApprovalDetail } from '../api/queries';
import { fromFormData } from '../designer/model/serialize';
import { FIELD_LABELS } from '../designer/model/templates';
import type { FormField } from '../designer/model/types';
import { fromProcessData } from '../process/model/serialize-flow';
import { flowOutline } from '../process/model/outline';
import { ApprovalIcon } from './approval-icon';

function parse<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

const fieldLine = (f: FormField) => `${f.name}（${FIELD_LABELS[f.type]}${f.isNecessary ? '，必填' : ''}）`;

/** Detail of one approval (/approve/findById): settings, form controls and the flow outline. */
export function ApprovalDetailDrawer({ id, onClose }: { id: string | null; onClose(): void }) {
  const detail = useApprovalDetail(id);
  const a = detail.data;
  const fields = a ? parse(() => fromFormData(a.formData)) : null;
  const flow = a ? parse(() => fromProcessData(a.processData)) : null;
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
            <Descriptions.Item label="状态">{a.enable ? <Tag color="green">已启用</Tag> : <Tag>已停用</Tag>}</Descriptions.Item>
            <Descriptions.Item label="说明">{a.description || '—'}</Descriptions.Item>
            <Descriptions.Item label="可见范围">{a.visibleRange === 3 ? a.visibleUsers.map((u) => u.name).join('、') : '全员'}</Descriptions.Item>
            <Descriptions.Item label="审批管理员">{a.approveAdministrators.map((u) => u.name).join('、')}</Descriptions.Item>
            <Descriptions.Item label="更新时间">{a.updateTime}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 20 }}>表单控件</Typography.Title>
          {fields ? (
            <SimpleList size="small" bordered dataSource={fields} renderItem={(f) => (
              <SimpleList.Item>
                {fieldLine(f)}
                {f.type === 'Particulars' && f.children.length > 0 && <div style={{ color: '#888' }}>：{f.children.map(fieldLine).join('、')}</div>}
              </SimpleList.Item>
            )} />
          ) : (
            <Alert type="warning" showIcon title="表单数据格式错误，无法显示" />
          )}
          <Typography.Title level={5} style={{ marginTop: 20 }}>审批流程</Typography.Title>
          {flow ? (
            <SimpleList size="small" bordered dataSource={flowOutline(flow)} renderItem={(line) => <SimpleList.Item style={{ paddingLeft: 16 + line.depth * 20 }}>{line.text}</SimpleList.Item>} />
          ) : (
            <Alert type="warning" showIcon title="流程数据格式错误，无法显示" />
          )}
        </>
      )}
    </Drawer>
  );
}
