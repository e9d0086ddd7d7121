import { useEffect } from 'react';
import { Button, Result, Space, Spin, Tag, theme, Typography } from 'antd';
import { BankOutlined, PlusOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
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
          <ul aria-label="我的企业" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {list.data.map((e) => (
              <li
                key={e.enterpriseNumber}
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 12,
                  padding: '12px 0',
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
              >
                <BankOutlined style={{ fontSize: 24, color: token.colorPrimary }} />
                <div style={{ flex: 1 }}>
                  <Typography.Text strong>{e.enterpriseName}</Typography.Text>
                  <div>
                    <Tag>{e.enterpriseNumber}</Tag>
                    {e.isAdmin && <Tag color="blue">管理员</Tag>}
                  </div>
                </div>
                <Button
                  type="primary"
                  loading={entering === e.enterpriseNumber}
                  disabled={!!entering}
                  onClick={() => void enter(e)}
                  aria-label={`进入${e.enterpriseName}`}
                >
                  进入
                </Button>
              </li>
            ))}
          </ul>
          <Button block icon={<PlusOutlined />} onClick={() => navigate('/login/l-create/1')}>
            创建新企业
          </Button>
        </Space>
      )}
    </LoginFrame>
  );
}
