import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import IconContext from '@ant-design/icons/es/components/Context';
import zhCN from 'antd/es/locale/zh_CN';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as defaultClient } from '@/lib/query/query-client';
import { ReloadViewContext } from './reload-view';
import { DialogHost } from '@/lib/feedback/dialog-host';
import { FeedbackHost } from '@/lib/feedback/feedback-host';
import { AppRoutes } from './routes';
import { appTheme } from './theme';
import { keptStyleCache } from './kept-style-cache';
import { hideIconNames } from '@/lib/a11y/icon-names';
import { ShellChromeContext } from './layout/shell-chrome';
import { SearchIconSlot } from './search-icon-slot';
import './contrast.css';
// Drawn in many pages' tables: loaded with the app, as a stylesheet imported by the components would
// add its file name to the preload list of every page that uses them, in the first screen's JS.
import '@/components/link-button.css';
import '@/components/cell-tag.css';

// before anything renders: an icon beside text is not announced (src/lib/a11y/icon-names.ts)
hideIconNames();
// a search box's magnifier button has only its icon: named, it is the button's name
const INPUT_SEARCH = { searchIcon: <SearchIconSlot /> };
const STYLE_CACHE = keptStyleCache();
// dev builds only: the answers that broke their schema (the production bundle leaves it out)
const MismatchPanel = import.meta.env.DEV ? lazy(() => import('./contract/mismatch-panel')) : null;
/** antd's ConfigProvider already puts the icons' base style in the page, once (its IconStyle); without
 *  this, every icon mounted looks for its own copy among the page's style elements again. Inside the
 *  ConfigProvider, which sets the icons' context itself. */
const ICON_STYLE_FROM_ANTD = { prefixCls: 'anticon', zeroRuntime: true };

/** Providers shared by the app and the tests' renderApp(). */
export function AppProviders({ children, client = defaultClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <StyleProvider cache={STYLE_CACHE}>
      <ConfigProvider locale={zhCN} theme={appTheme} button={{ autoInsertSpace: false }} inputSearch={INPUT_SEARCH}>
        <IconContext.Provider value={ICON_STYLE_FROM_ANTD}>
          <QueryClientProvider client={client}>
            {children}
            <DialogHost />
            {/* antd's App: toasts themed like the page (module-guide "Screens") */}
            <FeedbackHost />
          </QueryClientProvider>
        </IconContext.Provider>
      </ConfigProvider>
    </StyleProvider>
  );
}

/** `chrome`: see layout/shell-chrome.ts (only the tests' lighter render leaves it out). */
export function App({ client, chrome = true }: { client?: QueryClient; chrome?: boolean }) {
  const [viewKey, setViewKey] = useState(0);
  const reload = useCallback(() => setViewKey((k) => k + 1), []);
  return (
    <AppProviders client={client}>
      <ShellChromeContext.Provider value={chrome}>
        <ReloadViewContext.Provider value={reload}>
          <AppRoutes key={viewKey} />
        </ReloadViewContext.Provider>
        {MismatchPanel && (
          <Suspense fallback={null}>
            <MismatchPanel />
          </Suspense>
        )}
      </ShellChromeContext.Provider>
    </AppProviders>
  );
}
