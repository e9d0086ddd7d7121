import type * as v from 'valibot';
import type { EnterpriseSchema, LoginInfoSchema, MenuEntrySchema, UserInfoSchema } from '@/lib/session/contract';

// Session records (platform-shell §3.1–3.2), inferred from the calls' schemas (lib/session/contract.ts).
// Shapes the spec does not show are in docs/assumed-contract.md.

export type UserInfo = v.InferOutput<typeof UserInfoSchema>;

/** An enterprise of the user; `isAdmin` is true when the user is its administrator. */
export type Enterprise = v.InferOutput<typeof EnterpriseSchema>;

/** The login info; `providerToken` is the provider (passport) token, used on logout. */
export type LoginInfo = v.InferOutput<typeof LoginInfoSchema>;

/** An entry of the user's menu; `url` is the path after /home/. */
export type MenuEntry = v.InferOutput<typeof MenuEntrySchema>;
