import type { ReactNode } from 'react';
import './status-action.css';

/** The action of the shell's own status screens (登录失败, 菜单加载失败, 页面加载失败, 页面出错了): a
 *  native button drawn as antd's primary one (or its default one, `plain`). These screens show
 *  before any page has loaded antd's Button, and 页面加载失败 shows offline, when no further chunk
 *  can load, so they do without it. */
export function StatusAction({
  onClick,
  plain = false,
  children,
}: {
  onClick: () => void;
  plain?: boolean;
  children: ReactNode;
}) {
  return (
    <button type="button" className={plain ? 'status-action status-action-plain' : 'status-action'} onClick={onClick}>
      {children}
    </button>
  );
}
