import { Alert, Button, Space, Typography } from 'antd';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginFrame } from '../components/login-frame';
import { useLogout } from '../use-logout';

/** /login/l-res?type=create: the user has no enterprise to manage (noPermission, fromPath). */
export default function CreateOrPickPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { leaving, logout } = useLogout();
  const noPermission = params.get('noPermission') === '1';
  return (
    <LoginFrame
      title={params.get('type') === 'create' ? '创建企业' : '选择企业'}
      extra={
        <Button type="link" loading={leaving} onClick={logout}>
          退出登录
        </Button>
      }
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {noPermission && (
          <Alert
            type="info"
            showIcon
            title="您还没有可管理的企业"
            description="创建一个企业后即可开始管理组织架构、审批和考勤；如需加入已有企业，请联系该企业的管理员邀请您。"
          />
        )}
        <Typography.Paragraph type="secondary">创建企业后，您将成为该企业的管理员。</Typography.Paragraph>
        <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => navigate('/login/l-create/1')}>
          创建企业
        </Button>
        <Button
          block
          icon={<SwapOutlined />}
          onClick={() =>
            navigate(params.get('fromPath') ? decodeURIComponent(params.get('fromPath')!) : '/login/l-has')
          }
        >
          重新获取我的企业
        </Button>
      </Space>
    </LoginFrame>
  );
}
