import type { ReactNode } from 'react';
import './status-action.css';

/** The action of the shell's own status screens (登录失败, 菜单加载失败, 页面加载失败): a native
 *  button drawn as antd's primary one. These screens show before any page has loaded antd's Button,
 *  and 页面加载失败 shows offline, when no further chunk can load, so they do without it. */
export function StatusAction({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="status-action" onClick={onClick}>
      {children}
    </button>
  );
}
