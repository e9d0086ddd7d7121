import { useContext, type ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { ConfigProvider } from 'antd';

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
  // The theme's colours as the ConfigProvider has them (appTheme sets both), not theme.useToken():
  // antd's `theme` object brings its dark and compact algorithms into the first screen's JavaScript.
  const token = useContext(ConfigProvider.ConfigContext).theme?.token;
  const Icon = status === 'error' ? CloseCircleFilled : ExclamationCircleFilled;
  return (
    <div role="alert" style={{ padding: '48px 24px', textAlign: 'center' }}>
      <Icon style={{ fontSize: 56, color: status === 'error' ? token?.colorError : token?.colorWarning }} />
      <div style={{ fontSize: 22, margin: '16px 0 8px', color: 'rgba(0,0,0,.88)' }}>{title}</div>
      {subTitle && <div style={{ color: 'rgba(0,0,0,.6)', marginBottom: 24 }}>{subTitle}</div>}
      {extra}
    </div>
  );
}
