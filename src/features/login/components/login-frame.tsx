import type { ReactNode } from 'react';
import { Card, theme, Typography } from 'antd';

/** The centred card the login screens share. */
export function LoginFrame({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        background: token.colorBgLayout,
        padding: 16,
      }}
    >
      <Card
        style={{ width: 560, maxWidth: '100%' }}
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        }
        extra={extra}
      >
        {children}
      </Card>
    </div>
  );
}
