import { useEffect } from 'react';
import { Button, Result, Space, Spin, Tag, theme, Typography } from 'antd';
import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { SimpleList } from '@/components/simple-list';
import { useSession } from '@/stores/session';
import { useEnterprisesOf } from '../api/queries';
import { LoginFrame } from '../components/login-frame';
import { useEnterEnterprise } from '../use-enter-enterprise';
import { useLogout } from '../use-logout';

/** /login/l-has (§2.3 step 5): the stored enterprise is cleared, then the user's enterprises are listed. */
export default function ChooseEnterprisePage() {
  const { token } = theme.useToken();
  const lenovoId = useSession((s) => s.userInfo?.lenovoId ?? '');
  const location = useLocation();
  const navigate = useNavigate();
  const { enter, entering } = useEnterEnterprise();
  const { leaving, logout } = useLogout();
  useEffect(() => useSession.getState().chooseEnterprise(null), []);
  const list = useEnterprisesOf(lenovoId);

  if (list.isSuccess && list.data.length === 0) {
    const fromPath = encodeURIComponent(location.pathname);
    return <Navigate to={`/login/l-res?type=create&noPermission=1&fromPath=${fromPath}`} replace />;
  }
  return (
    <LoginFrame
      title="选择要管理的企业"
      extra={
        <Button type="link" loading={leaving} onClick={logout}>
          退出登录
        </Button>
      }
    >
      {list.isPending && (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin />
        </div>
      )}
      {list.isError && (
        <Result
          status="warning"
          title="企业列表加载失败"
          extra={<Button onClick={() => void list.refetch()}>重试</Button>}
        />
      )}
      {list.isSuccess && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <SimpleList
            aria-label="我的企业"
            dataSource={list.data}
            rowKey={(e) => e.enterpriseNumber}
            renderItem={(e) => (
              <SimpleList.Item
                style={{ padding: '12px 0' }}
                extra={
                  <Button
                    type="primary"
                    loading={entering === e.enterpriseNumber}
                    disabled={!!entering}
                    onClick={() => void enter(e)}
                    aria-label={`进入${e.enterpriseName}`}
                  >
                    进入
                  </Button>
                }
              >
                <Space size={12}>
                  <BankOutlined style={{ fontSize: 24, color: token.colorPrimary }} />
                  <div>
                    <Typography.Text strong>{e.enterpriseName}</Typography.Text>
                    <div>
                      <Tag>{e.enterpriseNumber}</Tag>
                      {e.isAdmin && <Tag color="blue">管理员</Tag>}
                    </div>
                  </div>
                </Space>
              </SimpleList.Item>
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
