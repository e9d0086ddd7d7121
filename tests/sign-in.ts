import { useSession } from '@/stores/session';
import { openSession } from '@/sandbox/handlers/login';
import { findAccount, findEnterprise } from '@/sandbox/core-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// Signing in without the UI: no React, antd or DOM, so the node project's tests use it too.

export const ADMIN = '10000001'; // 张伟, administrator of two enterprises
export const NO_ENTERPRISE_USER = '10000002'; // 李娜
export const RESTRICTED_ADMIN = '10000003'; // 王芳, menu without some pages
export const SCOPED_ADMIN = '10000004'; // 欧阳敏, 管理范围 销售部 and 市场部

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
