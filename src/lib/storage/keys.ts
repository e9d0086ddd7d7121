// Every record the console keeps in browser storage (platform-shell §3.1), where it lives and whom
// it belongs to. This table is the only place a record is named: the encrypted stores refuse any
// other name while developing (secure-storage.ts), and tests/lib/storage/storage-records.test.ts
// fails for storage reached around them. A record that belongs to a user is removed on every change
// of identity by its name here, so no module's code has to be loaded for its records to go.

export type StorageArea = 'local' | 'session';

/** device: the browser's (the session itself); tab: this tab's bookkeeping; user: one identity's
 *  (a user in an enterprise), removed on every change of identity. */
export type RecordOwner = 'device' | 'tab' | 'user';

export interface StorageRecord {
  name: string;
  area: StorageArea;
  owner: RecordOwner;
  /** a family of records: every name starting with `name` */
  prefix?: true;
  /** unsaved work: put aside on an expiry or a 401 and given back to the same identity only */
  keptForReturn?: true;
}

export const STORAGE_RECORDS = {
  /** zustand `session` slice (tokens, login info, user info, enterprise entry, login id) */
  session: { name: 'eac.session', area: 'local', owner: 'device' },
  /** zustand `certification` slice */
  certification: { name: 'eac.certification', area: 'local', owner: 'user' },
  /** the user's menu list */
  userMenu: { name: 'eac.userMenu', area: 'session', owner: 'user' },
  /** the 管理范围 the console last saw for this identity: a change clears the per-user data */
  manageScope: { name: 'eac.manageScope', area: 'session', owner: 'user' },
  /** login-error record, e.g. { type: 'notToken' } */
  loginError: { name: 'eac.loginError', area: 'session', owner: 'tab' },
  /** the identity (user@enterprise) the per-user records were written for */
  userScope: { name: 'eac.userScope', area: 'session', owner: 'tab' },
  /** guard against reload loops after a failed lazy chunk */
  chunkReload: { name: 'eac.chunkReload', area: 'session', owner: 'tab' },
  /** the approval designer's unsaved draft */
  approvalDraft: { name: 'eac.approvalDraft', area: 'session', owner: 'user', keptForReturn: true },
  /** the examine-management operationId: the approval being designed */
  examineOperationId: { name: 'eac.examineOperationId', area: 'session', owner: 'user', keptForReturn: true },
  /** the arrangement grid's unsaved changes, one record per group and month */
  arrangementDraft: {
    name: 'eac.arrangementDraft.',
    area: 'session',
    owner: 'user',
    prefix: true,
    keptForReturn: true,
  },
  /** unsaved work put aside at an expiry or a 401, with the identity it belongs to */
  keptWork: { name: 'eac.keptWork', area: 'session', owner: 'tab' },
} as const satisfies Record<string, StorageRecord>;

type Records = typeof STORAGE_RECORDS;
type Single = { [K in keyof Records]: Records[K] extends { prefix: true } ? never : K }[keyof Records];
type Family = Exclude<keyof Records, Single>;

/** The names of the single records. */
export const STORAGE_KEYS = Object.fromEntries(Object.entries(STORAGE_RECORDS).map(([k, r]) => [k, r.name])) as {
  [K in Single]: Records[K]['name'];
};

/** A name the encrypted stores accept: a single record's, or one of a family's. */
export type StorageKey = Records[Single]['name'] | `${Records[Family]['name']}${string}`;

const records: readonly StorageRecord[] = Object.values(STORAGE_RECORDS);

/** The registered record a stored name belongs to, if any. */
export function recordOf(name: string): StorageRecord | undefined {
  return records.find((r) => (r.prefix ? name.startsWith(r.name) : name === r.name));
}
