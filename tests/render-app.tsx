import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { App } from '@/app/app';
import { startApp } from '@/app/start';
// Compiled with this file, not inside a test's first wait: the layout and the pages wait for it
// (src/app/page-support-ready.ts), and its first compile on a loaded machine took seconds.
import '@/app/page-support';
import { queryClient } from '@/lib/query/query-client';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { ADMIN, signInAs } from './sign-in';
import { styleSink } from './style-sink';

export { ADMIN, NO_ENTERPRISE_USER, RESTRICTED_ADMIN, signInAs } from './sign-in';

interface RenderAppOptions {
  /** null: no session at all */
  as?: string | null;
  enterprise?: string | null;
  /** the side menu and the header's controls (src/app/layout/shell-chrome.ts); a page test that does
   *  not use them leaves them out, a third of the mount */
  chrome?: boolean;
}

/** Mounts the real app (providers, router, guard) at a hash route over the sandbox; the shell's
 *  chrome only when asked. */
export function renderApp(
  hash = '/home/enterprise_certification',
  { as = ADMIN, enterprise = MAIN_ENTERPRISE, chrome = false }: RenderAppOptions = {},
) {
  startApp({ watchers: false }); // every time: another test file may have wired the HTTP layer differently
  if (as) signInAs(as, enterprise);
  window.location.hash = hash;
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return {
    user,
    ...render(
      <StyleProvider container={styleSink}>
        {/* no animations: jsdom never ends a transition, antd then waits on its fallback timers */}
        <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
          <App client={queryClient} chrome={chrome} />
        </ConfigProvider>
      </StyleProvider>,
    ),
  };
}
