import { useSyncExternalStore } from 'react';
import { Button, Card, Typography } from 'antd';
import { contractMismatches } from '@/lib/http/contract-mismatch';

/** Dev builds only (app.tsx): the answers that broke their call's schema since the page loaded, with
 *  the call and every field path, so a developer pointing the console at a uat host sees each drift
 *  where it happens. The administrator's side is the toast 服务器返回的数据格式不正确. */
export default function MismatchPanel() {
  const list = useSyncExternalStore(contractMismatches.subscribe, contractMismatches.list);
  if (!list.length) return null;
  return (
    <Card
      size="small"
      role="region"
      aria-label="接口数据与约定不符（开发者）"
      title="接口数据与约定不符（开发者）"
      extra={
        <Button size="small" onClick={contractMismatches.clear}>
          清除
        </Button>
      }
      style={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        width: 420,
        maxHeight: '40vh',
        overflow: 'auto',
        zIndex: 2000,
      }}
    >
      {list.map((m) => (
        <div key={`${m.at}-${m.call}`} style={{ marginBottom: 8 }}>
          <Typography.Text strong code>
            {m.call}
          </Typography.Text>
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {m.issues.map((i) => (
              <li key={i.path}>
                <Typography.Text code>{i.path}</Typography.Text> {i.message}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Card>
  );
}
