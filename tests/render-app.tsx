import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { App } from '@/app/app';
import { startApp } from '@/app/start';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { openSession } from '@/sandbox/handlers/login';
import { findAccount, findEnterprise } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// antd's CSS-in-JS goes to a detached node: jsdom's getComputedStyle (behind every getByRole
// visibility check) otherwise walks hundreds of injected rules for each element.
const styleSink = document.createElement('div');

export const ADMIN = '10000001'; // 张伟, administrator of two enterprises
export const NO_ENTERPRISE_USER = '10000002'; // 李娜
export const RESTRICTED_ADMIN = '10000003'; // 王芳, menu without some pages

/** Opens a sandbox session for a seeded account and stores it as the console would after login. */
export function signInAs(lenovoId = ADMIN, enterpriseNumber: string | null = MAIN_ENTERPRISE) {
  const account = findAccount(lenovoId)!;
  const token = openSession(lenovoId, enterpriseNumber);
  const enterprise = findEnterprise(enterpriseNumber);
  const session = useSession.getState();
  session.signIn(token, {
    userInfo: { lenovoId, username: account.username, telephone: account.telephone },
    enterprise: null,
  });
  session.chooseEnterprise(
    enterprise
      ? {
          id: enterprise.id,
          enterpriseNumber: enterprise.enterpriseNumber,
          enterpriseName: enterprise.enterpriseName,
          isAdmin: true,
        }
      : null,
  );
  return token;
}

interface RenderAppOptions {
  /** null: no session at all */
  as?: string | null;
  enterprise?: string | null;
}

/** Mounts the real app (providers, router, guard) at a hash route over the sandbox. */
export function renderApp(
  hash = '/home/enterprise_certification',
  { as = ADMIN, enterprise = MAIN_ENTERPRISE }: RenderAppOptions = {},
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
          <App client={queryClient} />
        </ConfigProvider>
      </StyleProvider>,
    ),
  };
}
