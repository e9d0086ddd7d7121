import { Descriptions, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame, queryFrame } from '@/components/page-frame';
import { useAppealState } from '../api/queries';

/** enterpriseCertificationDetail: the latest appeal. */
export default function AppealDetailPage() {
  const appeal = useAppealState();
  const a = appeal.data;
  return (
    <PageFrame
      heading="认证申诉"
      toolbar={<Link to="/home/homeEnterpriseCertificationDetail">返回认证记录</Link>}
      {...queryFrame(appeal)}
      empty={!!a && !a.appealTime}
      emptyText="暂无申诉记录"
    >
      {a?.appealTime && (
        <Descriptions bordered column={1}>
          <Descriptions.Item label="申诉状态">
            {a.isAppeal ? <Tag color="warning">处理中</Tag> : <Tag color="success">已处理</Tag>}
          </Descriptions.Item>
          <Descriptions.Item label="申诉理由">{a.reason}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{a.contactPhone}</Descriptions.Item>
          <Descriptions.Item label="申诉时间">{a.appealTime}</Descriptions.Item>
        </Descriptions>
      )}
    </PageFrame>
  );
}
