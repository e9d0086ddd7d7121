import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Spin } from 'antd';
import { showAlert } from '@/lib/feedback/confirm';
import { StatusPanel } from '@/components/status-panel';
import { browser } from '@/lib/browser';
import { urlQuery } from '@/lib/http/url-token';
import { currentIdentity, identityOf, useSession } from '@/stores/session';
import { useMenu, useUserMenu } from '@/stores/menu';
import { logoutToProvider } from '@/features/login/session-endings';
import { providerLoginUrl } from '@/features/login/provider-urls';
import { targetForCtx } from '@/features/login/ctx-targets';
import { findPage } from '../modules';
import { decide, ownerMenuPath, type GuardDecision } from './decide';
import { SPEC_MENU_PATHS } from './spec-menu-paths';
import { loadUserMenu, runPassportLogin, runTokenEntry } from './guard-calls';
import { StatusAction } from '../status-action';
import { restoreSession, sessionRestored } from '../session-restore';

/** Drops the entry parameters from the address so a reload does not replay them. */
function stripEntryQuery(path: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}#${path}`);
}

export const FullPageSpin = () => (
  <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
    <Spin size="large" />
  </div>
);

/** The beforeEach-style guard (platform-shell §2.3): every route renders through it. */
export function RouteGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const hasEnterprise = useSession((s) => !!s.enterprise);
  const identity = useSession(identityOf);
  const menu = useUserMenu();
  const [failure, setFailure] = useState<'login' | 'menu' | null>(null);
  const [attempt, setAttempt] = useState(0);
  const running = useRef<string | null>(null);
  // Nothing is decided before the stored session is restored (session-restore.ts); a cipher that
  // cannot load shows 菜单加载失败, whose 重试 fetches it again.
  const [restored, setRestored] = useState(sessionRestored);
  useEffect(() => {
    if (restored) return;
    let live = true;
    restoreSession().then(
      () => live && setRestored(true),
      () => live && setFailure('menu'),
    );
    return () => {
      live = false;
    };
  }, [restored, attempt]);

  const decision: GuardDecision = useMemo(() => {
    const query = urlQuery({ search: window.location.search, hash: `#?${location.search.replace(/^\?/, '')}` });
    const page = findPage(location.pathname);
    const owner = ownerMenuPath(location.pathname, page, SPEC_MENU_PATHS);
    return decide({
      path: location.pathname,
      query,
      token,
      hasEnterprise,
      menu,
      page,
      specMenuPath: SPEC_MENU_PATHS.has(location.pathname),
      owner,
    });
  }, [location.pathname, location.search, token, hasEnterprise, menu]);

  useEffect(() => {
    // A menu is loaded per identity: the same path for another account is a new load. (Entry flows
    // change the identity themselves and must not run again for it.)
    const key = `${JSON.stringify(decision)}${location.pathname}#${attempt}${decision.kind === 'load-menu' ? `@${identity}` : ''}`;
    if (!restored || running.current === key) return; // StrictMode and re-renders: act once per decision
    running.current = key;
    switch (decision.kind) {
      case 'token-entry':
        // The flow itself sends a failed entry to the provider; only its code failing to load stays here.
        void runTokenEntry({ authorCode: decision.authorCode, thirdToken: decision.thirdToken }).then(
          (ok) => {
            if (!ok) return;
            const target = targetForCtx(decision.ctx);
            stripEntryQuery(target);
            navigate(target, { replace: true });
          },
          () => setFailure('login'),
        );
        break;
      case 'passport-login':
        void runPassportLogin(decision.lpsust)
          .catch(() => false)
          .then((ok) => {
            if (!ok) return setFailure('login');
            stripEntryQuery('/login/l-has');
            navigate('/login/l-has', { replace: true });
          });
        break;
      case 'provider-login':
        browser.assign(providerLoginUrl({ expired: decision.expired }));
        break;
      case 'load-menu': {
        // Kept only for the identity it was asked for: an answer that arrives after a switch is dropped.
        const owner = currentIdentity();
        loadUserMenu()
          .then((entries) => useMenu.getState().setEntries(entries ?? [], owner))
          .catch(() => owner === currentIdentity() && setFailure('menu'));
        break;
      }
      case 'blocked':
        void showAlert({ content: decision.text });
        navigate(decision.to, { replace: true });
        break;
      default:
        running.current = null;
    }
  }, [restored, decision, location.pathname, navigate, attempt, identity]);

  if (failure === 'login')
    return (
      <StatusPanel
        status="error"
        title="登录失败"
        subTitle="未能完成登录，请重新登录。"
        extra={<StatusAction onClick={() => logoutToProvider()}>重新登录</StatusAction>}
      />
    );
  if (failure === 'menu')
    return (
      <StatusPanel
        title="菜单加载失败"
        extra={
          <StatusAction
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            重试
          </StatusAction>
        }
      />
    );
  if (!restored) return <FullPageSpin />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'allow') return <Outlet />;
  return <FullPageSpin />;
}
