import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { theme } from 'antd';

/** A light full-width status message (icon, title, text, actions): antd's Result carries large
 *  illustrations that the first screen should not load. */
export function StatusPanel({
  status = 'warning',
  title,
  subTitle,
  extra,
}: {
  status?: 'warning' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  const { token } = theme.useToken();
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 56, color: status === 'error' ? token.colorError : token.colorWarning }} />
      <div style={{ fontSize: 22, margin: '16px 0 8px', color: 'rgba(0,0,0,.88)' }}>{title}</div>
      {subTitle && <div style={{ color: 'rgba(0,0,0,.6)', marginBottom: 24 }}>{subTitle}</div>}
      {extra}
    </div>
  );
}
