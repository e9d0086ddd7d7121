import { Link, useLocation } from 'react-router-dom';
import { ASSISTANT_PATH, CUE_WORDS_PATH, PLUGINS_PATH } from '../paths';
import { theme } from 'antd';

const LINKS = [
  { to: ASSISTANT_PATH, label: '基本设置' },
  { to: CUE_WORDS_PATH, label: '提示词管理' },
  { to: PLUGINS_PATH, label: '插件管理' },
];

/** The assistant's sub-pages: 基本设置 / 提示词管理 / 插件管理. */
export function AssistantSubnav() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label="AI助理设置"
      style={{
        display: 'flex',
        gap: 20,
        marginBottom: 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        paddingBottom: 8,
      }}
    >
      {LINKS.map((l) => {
        const current = pathname === l.to;
        return (
          <Link
            key={l.to}
            to={l.to}
            aria-current={current ? 'page' : undefined}
            style={{ fontWeight: current ? 600 : undefined, color: current ? token.colorPrimary : 'rgba(0,0,0,0.65)' }}
          >
            {l.label}
          </Link>
        );
      })}
    </nav>
  );
}
