import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/** The phone a form is shown on, in the designer's canvas and in the member's preview: one width and
 *  bezel for both, so that the form designed is laid out as the member will see it. */
export function PhoneFrame({
  height,
  minHeight,
  children,
}: {
  height: CSSProperties['height'];
  minHeight?: number;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: 375,
        margin: '0 auto',
        border: `10px solid ${token.colorBgSpotlight}`,
        borderRadius: 32,
        background: token.colorBgLayout,
        height,
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      {children}
    </div>
  );
}
