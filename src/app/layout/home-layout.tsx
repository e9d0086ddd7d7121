import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import { Layout, theme } from 'antd';
import { useLocation } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import { findPage } from '../modules';
import { menuPath } from '../guard/decide';
import { SideMenu } from './side-menu';
import { TipArea } from './tip-area';
import { KeepAliveOutlet } from './keep-alive-outlet';
import { EnterpriseSwitcher } from './enterprise-switcher';
import { UserMenu } from './user-menu';
import { PageTrail } from './page-trail';
import { SearchLauncher } from '../search/search-launcher';
import { usePageArrival } from './page-arrival';
import { ScopeWatch } from './scope-watch';
import { ShellChromeContext } from './shell-chrome';

const APP_NAME = '企业管理后台';

/** The header title: a menu page is called what its menu entry is called; another page takes its
 *  route metadata (which may depend on the query, e.g. 新建公告 / 编辑公告). */
function usePageTitle() {
  const { pathname, search } = useLocation();
  const menuName = useUserMenu()?.find((e) => menuPath(e) === pathname)?.name;
  const page = findPage(pathname);
  if (!page) return '';
  if (page.isMenu && menuName) return menuName;
  return page.titleFor?.(new URLSearchParams(search)) ?? page.title;
}

function PageHeading({ title, heading }: { title: string; heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h1 ref={heading} tabIndex={-1} style={{ margin: 0, fontSize: 20, fontWeight: 600, lineHeight: '28px' }}>
      {title}
    </h1>
  );
}

/** Side menu, header with the enterprise and the user, page title (see usePageTitle); without the
 *  chrome (shell-chrome.ts), the title above the page. */
export default function HomeLayout() {
  const title = usePageTitle();
  const heading = useRef<HTMLHeadingElement>(null);
  usePageArrival(heading);
  useEffect(() => {
    document.title = title ? `${title} - ${APP_NAME}` : APP_NAME;
  }, [title]);
  if (!useContext(ShellChromeContext))
    return (
      <Layout style={{ minHeight: '100vh' }}>
        <ScopeWatch />
        <Layout.Content style={{ margin: 16 }}>
          <PageHeading title={title} heading={heading} />
          <TipArea />
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
    );
  return <ChromedLayout title={title} heading={heading} />;
}

function ChromedLayout({ title, heading }: { title: string; heading: RefObject<HTMLHeadingElement | null> }) {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ScopeWatch />
      <Layout.Sider collapsible collapsed={collapsed} onCollapse={setCollapsed} width={208}>
        <div
          style={{
            color: token.colorTextLightSolid,
            padding: '16px 20px',
            fontWeight: 600,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
          }}
        >
          {collapsed ? '管' : APP_NAME}
        </div>
        <SideMenu collapsed={collapsed} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            padding: '0 24px',
            display: 'flex',
            alignItems: 'center',
            gap: 16,
            lineHeight: 'normal',
          }}
        >
          <div style={{ flex: 1, minWidth: 0 }}>
            <PageTrail title={title} />
            <PageHeading title={title} heading={heading} />
          </div>
          <SearchLauncher />
          <EnterpriseSwitcher />
          <UserMenu />
        </Layout.Header>
        <Layout.Content style={{ margin: 16 }}>
          <TipArea />
          <KeepAliveOutlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
