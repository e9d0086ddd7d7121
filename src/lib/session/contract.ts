import * as v from 'valibot';
import { defineCall } from '@/lib/contract/define';
import { id, record } from '@/lib/contract/fields';

// The session's records (platform-shell §3.1–3.2) as the login, enterprise and menu calls answer them,
// and the user-menu call, which the guard (login) and 首页 (home) both make: here, since a feature
// never imports another. stores/session-types.ts infers its types from these (type imports only, so
// the first screen's JavaScript carries no schema code).

/** An optional value: missing or null is absent, so the record keeps `field?:`. */
const maybeText = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((x) => x ?? undefined),
  ),
);
const maybeFlag = v.optional(
  v.pipe(
    v.nullable(v.boolean()),
    v.transform((x) => x ?? undefined),
  ),
);

export const UserInfoSchema = record({
  lenovoId: id,
  username: v.string(),
  userId: v.optional(
    v.pipe(
      v.nullable(id),
      v.transform((x) => x ?? undefined),
    ),
  ),
  telephone: maybeText,
  email: maybeText,
  avatar: maybeText,
});

export const EnterpriseSchema = record({
  id,
  enterpriseNumber: id,
  enterpriseName: v.string(),
  /** true when the user is this enterprise's administrator */
  isAdmin: maybeFlag,
  logo: maybeText,
});

export const LoginInfoSchema = record({
  userInfo: UserInfoSchema,
  /** null: no enterprise chosen yet */
  enterprise: v.optional(v.nullable(EnterpriseSchema), null),
  /** provider (passport) token, used on logout */
  providerToken: maybeText,
});

export const MenuEntrySchema = record({
  id,
  name: v.string(),
  /** path after /home/: the guard and the side menu route by it */
  url: v.string(),
  icon: maybeText,
  selectedIcon: maybeText,
});

export const userMenuCall = defineCall({
  method: 'GET',
  service: 'enterprise',
  path: '/menu/userMenuList',
  status: 'assumed',
  summary: '当前用户的菜单',
  answer: v.array(MenuEntrySchema),
});
