import { useState } from 'react';
import { Alert, Button, Card, ConfigProvider, Result, Select, Space, Tag, Typography } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { accounts, enterprisesOf } from '../core-tables';
import { persistDb } from '../db';
import { endSessionByLogoutCode, issueCode } from '../handlers/login';

// Stand-in for the provider's (passport) pages. It behaves as the real provider does: after a login
// it returns to the callback address with a one-time lpsust; from another platform it opens the
// console with authorCode + ctx (or a third-party token).

/** The ctx values a platform may open the console with (platform-shell §2.2); the console decides the target. */
const CTX_VALUES = ['ai', 'intelligent_knowledge', 'intelligentScene', 'pcPersonal', 'organization'];

const params = new URLSearchParams(window.location.search);
const consoleRoot = () => `${window.location.origin}/`;

function returnWith(query: string) {
  persistDb();
  const callback = params.get('callback') ?? `${consoleRoot()}#/login/l-has`;
  window.location.assign(`${callback}${callback.includes('?') ? '&' : '?'}${query}`);
}

function LoginPage() {
  const [ctx, setCtx] = useState('organization');
  const list = accounts();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {params.get('expired') === '1' && <Alert type="warning" showIcon title="登录已过期，请重新登录" />}
      <Card size="small" title="选择账号登录">
        {list.map((a) => (
          <div
            key={a.lenovoId}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 12,
              padding: '10px 0',
              borderBottom: '1px solid #f0f0f0',
            }}
          >
            <div style={{ flex: 1 }}>
              <Typography.Text strong>{`${a.username}（${a.telephone}）`}</Typography.Text>
              <div>
                <Tag>{a.lenovoId}</Tag>
                {a.note}
              </div>
            </div>
            <Button
              type="primary"
              aria-label={`以${a.username}登录`}
              onClick={() => returnWith(`lpsust=${issueCode('ust', a.lenovoId)}`)}
            >
              登录
            </Button>
          </div>
        ))}
      </Card>
      <Card size="small" title="从其他平台进入（authorCode + ctx）">
        <Space wrap>
          <Select
            style={{ width: 220 }}
            value={ctx}
            onChange={setCtx}
            options={CTX_VALUES.map((k) => ({ value: k, label: k })).concat({ value: 'none', label: '无 ctx' })}
          />
          {list
            .filter((a) => enterprisesOf(a.lenovoId).length)
            .map((a) => (
              <Button
                key={a.lenovoId}
                onClick={() => {
                  const code = issueCode('authorCode', a.lenovoId, {
                    ctx,
                    enterpriseNumber: enterprisesOf(a.lenovoId)[0].enterpriseNumber,
                  });
                  persistDb();
                  window.location.assign(`${consoleRoot()}#/?authorCode=${code}&ctx=${ctx}`);
                }}
              >
                以 {a.username} 进入
              </Button>
            ))}
          <Button
            onClick={() => {
              const code = issueCode('thirdToken', list[0].lenovoId, {
                enterpriseNumber: enterprisesOf(list[0].lenovoId)[0]?.enterpriseNumber,
              });
              persistDb();
              window.location.assign(`${consoleRoot()}#/home/organization?token=${code}`);
            }}
          >
            第三方令牌进入
          </Button>
        </Space>
      </Card>
    </Space>
  );
}

function LogoutPage() {
  const [done] = useState(() => {
    const ok = endSessionByLogoutCode(params.get('token'));
    persistDb();
    return ok;
  });
  const login = `${window.location.origin}/__passport/login?callback=${encodeURIComponent(params.get('callback') ?? `${consoleRoot()}#/login/l-has`)}`;
  return (
    <Result
      status={done ? 'success' : 'info'}
      title={done ? '您已安全退出' : '会话已结束'}
      subTitle={params.get('account') ? `账号：${params.get('account')}` : undefined}
      extra={
        <Button type="primary" href={login}>
          重新登录
        </Button>
      }
    />
  );
}

export function PassportPage({ mode }: { mode: 'login' | 'logout' }) {
  return (
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <div style={{ maxWidth: 760, margin: '48px auto', padding: 16 }}>
        <Typography.Title level={3}>统一身份认证（沙箱）</Typography.Title>
        <Typography.Paragraph type="secondary">
          这是沙箱环境中代替真实登录服务的页面，列出了种子账号。
        </Typography.Paragraph>
        {mode === 'login' ? <LoginPage /> : <LogoutPage />}
      </div>
    </ConfigProvider>
  );
}
