import { useEffect } from 'react';
import { Button, List, Result, Space, Spin, Tag } from 'antd';
import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@/stores/session';
import { listEnterprisesOf } from '../api/enterprise-api';
import { LoginFrame } from '../components/login-frame';
import { useEnterEnterprise } from '../use-enter-enterprise';
import { logout } from '../session-flows';

/** /login/l-has (§2.3 step 5): the stored enterprise is cleared, then the user's enterprises are listed. */
export default function ChooseEnterprisePage() {
  const lenovoId = useSession((s) => s.userInfo?.lenovoId ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const { enter, entering } = useEnterEnterprise();
  useEffect(() => useSession.getState().chooseEnterprise(null), []);
  const list = useQuery({
    queryKey: ['login', 'enterprises', lenovoId],
    queryFn: ({ signal }) => listEnterprisesOf(lenovoId, signal),
    enabled: !!lenovoId,
    staleTime: 0,
  });

  if (list.isSuccess && list.data.length === 0) {
    const fromPath = encodeURIComponent(location.pathname);
    return <Navigate to={`/login/l-res?type=create&noPermission=1&fromPath=${fromPath}`} replace />;
  }
  return (
    <LoginFrame title="选择要管理的企业" extra={<Button type="link" onClick={() => void logout()}>退出登录</Button>}>
      {list.isPending && <div style={{ textAlign: 'center', padding: 32 }}><Spin /></div>}
      {list.isError && <Result status="warning" title="企业列表加载失败" extra={<Button onClick={() => void list.refetch()}>重试</Button>} />}
      {list.isSuccess && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <List
            dataSource={list.data}
            renderItem={(e) => (
              <List.Item
                actions={[
                  <Button key="enter" type="primary" loading={entering === e.enterpriseNumber} disabled={!!entering} onClick={() => void enter(e)} aria-label={`进入${e.enterpriseName}`}>
                    进入
                  </Button>,
                ]}
              >
                <List.Item.Meta avatar={<BankOutlined style={{ fontSize: 24 }} />} title={e.enterpriseName} description={<Space><Tag>{e.enterpriseNumber}</Tag>{e.isAdmin && <Tag color="blue">管理员</Tag>}</Space>} />
              </List.Item>
            )}
          />
          <Button block icon={<PlusOutlined />} onClick={() => navigate('/login/l-create/1')}>
            创建新企业
          </Button>
        </Space>
      )}
    </LoginFrame>
  );
}
