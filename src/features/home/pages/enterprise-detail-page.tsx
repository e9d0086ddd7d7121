import { Link } from 'react-router-dom';
import { EnterpriseDescriptions } from '@/components/enterprise-descriptions';
import { PageFrame, queryFrame } from '@/components/page-frame';
import { useEnterpriseInfo } from '../api/queries';

/** enterpriseDetai: the current enterprise. */
export default function EnterpriseDetailPage() {
  const info = useEnterpriseInfo();
  const d = info.data;
  return (
    <PageFrame toolbar={<Link to="/home/enterprise_certification">返回首页</Link>} {...queryFrame(info)}>
      {d && (
        <EnterpriseDescriptions
          info={d}
          more={[
            ['成员人数', d.memberCount],
            ['创建时间', d.createTime],
          ]}
        />
      )}
    </PageFrame>
  );
}
