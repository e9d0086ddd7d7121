import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame, queryFrame } from '@/components/page-frame';
import { useBusinessInfo } from '../api/queries';

/** homeEnterpriseCertificationInfo: business registration information. */
export default function BusinessInfoPage() {
  const info = useBusinessInfo();
  const d = info.data;
  return (
    <PageFrame
      heading="工商登记信息"
      toolbar={<Link to="/home/homeEnterpriseCertificationDetail">返回认证记录</Link>}
      {...queryFrame(info)}
    >
      {d && (
        <Descriptions bordered column={2}>
          <Descriptions.Item label="企业名称">{d.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{d.creditCode}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{d.legalPerson}</Descriptions.Item>
          <Descriptions.Item label="登记状态">{d.regStatus}</Descriptions.Item>
          <Descriptions.Item label="注册资本">{d.registeredCapital}</Descriptions.Item>
          <Descriptions.Item label="成立日期">{d.establishDate}</Descriptions.Item>
          <Descriptions.Item label="注册地址" span={2}>
            {d.address}
          </Descriptions.Item>
          <Descriptions.Item label="经营范围" span={2}>
            {d.businessScope}
          </Descriptions.Item>
        </Descriptions>
      )}
    </PageFrame>
  );
}
