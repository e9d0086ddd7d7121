import { decide, ownerMenuPath, BLOCKED_AI_TEXT, BLOCKED_TEXT, type GuardInput } from '@/app/guard/decide';
import type { PageDef } from '@/lib/module-manifest';

const page = (path: string, isMenu = true, extra: Partial<PageDef> = {}): PageDef => ({
  path,
  title: 't',
  isMenu,
  load: async () => ({ default: () => null }),
  ...extra,
});
const menu = [
  { id: 'm1', name: '首页', url: 'enterprise_certification' },
  { id: 'm2', name: '组织架构', url: 'organization' },
];
const base: GuardInput = {
  path: '/home/organization',
  query: new URLSearchParams(),
  token: 't',
  hasEnterprise: true,
  menu,
  page: page('/home/organization'),
};
const run = (over: Partial<GuardInput>) => decide({ ...base, ...over });

describe('route guard decisions (platform-shell §2.3)', () => {
  it('step 1: authorCode with ctx, or a token parameter, runs the token entry', () => {
    expect(run({ query: new URLSearchParams('authorCode=a&ctx=ai') })).toEqual({
      kind: 'token-entry',
      authorCode: 'a',
      thirdToken: null,
      ctx: 'ai',
    });
    expect(run({ query: new URLSearchParams('token=third') })).toMatchObject({
      kind: 'token-entry',
      thirdToken: 'third',
    });
    expect(run({ query: new URLSearchParams('authorCode=a') }).kind).toBe('allow'); // no ctx: a normal check
  });
  it('the provider return (lpsust) runs the login form', () => {
    expect(run({ query: new URLSearchParams('lpsust=u1') })).toEqual({ kind: 'passport-login', lpsust: 'u1' });
  });
  it('step 2: no token sends the user to the provider login (expired suffix carried)', () => {
    expect(run({ token: null })).toEqual({ kind: 'provider-login', expired: false });
    expect(
      run({
        token: null,
        path: '/login/l-has',
        page: page('/login/l-has', false),
        query: new URLSearchParams('loginStatus=expired'),
      }),
    ).toEqual({ kind: 'provider-login', expired: true });
  });
  it('step 3: a token without an enterprise goes to /login/l-has for /home targets', () => {
    expect(run({ hasEnterprise: false })).toEqual({ kind: 'redirect', to: '/login/l-has' });
  });
  it('step 4: the menu is loaded first, then menu pages are checked against it', () => {
    expect(run({ menu: null })).toEqual({ kind: 'load-menu' });
    expect(run({})).toEqual({ kind: 'allow' });
    expect(run({ path: '/home/organization/member_add', page: page('/home/organization/member_add', false) })).toEqual({
      kind: 'allow',
    });
  });
  it('a menu page outside the menu is blocked, to the first menu entry', () => {
    expect(run({ path: '/home/log_management', page: page('/home/log_management') })).toEqual({
      kind: 'blocked',
      to: '/home/enterprise_certification',
      text: BLOCKED_TEXT,
    });
  });
  it('the AI-assistant creation page has its own text, even before its module ships', () => {
    expect(run({ path: '/home/intelligent/intelligent_create', page: undefined, specMenuPath: true })).toEqual({
      kind: 'blocked',
      to: '/home/enterprise_certification',
      text: BLOCKED_AI_TEXT,
    });
  });
  it('a sub-page is blocked like the menu page it belongs to, when the menu lacks that page', () => {
    const leave = page('/home/log_management/detail', false);
    expect(run({ path: leave.path, page: leave, owner: '/home/log_management' })).toEqual({
      kind: 'blocked',
      to: '/home/enterprise_certification',
      text: BLOCKED_TEXT,
    });
    expect(
      run({
        path: '/home/organization/leave_person',
        page: page('/home/organization/leave_person', false),
        owner: '/home/organization',
      }),
    ).toEqual({ kind: 'allow' });
    const cueWords = page('/home/intelligent/intelligent_cue_words', false, {
      menu: '/home/intelligent/intelligent_create',
    });
    expect(run({ path: cueWords.path, page: cueWords, owner: cueWords.menu })).toEqual({
      kind: 'blocked',
      to: '/home/enterprise_certification',
      text: BLOCKED_AI_TEXT,
    });
  });
  it('a sub-page belongs to its manifest menu, else the nearest menu path above it', () => {
    const menuPaths = new Set(['/home/organization', '/home/intelligent/intelligent_knowledge']);
    expect(
      ownerMenuPath('/home/organization/leave_person', page('/home/organization/leave_person', false), menuPaths),
    ).toBe('/home/organization');
    expect(ownerMenuPath('/home/x/y', page('/home/x/y', false, { menu: '/home/announcement' }), menuPaths)).toBe(
      '/home/announcement',
    );
    expect(
      ownerMenuPath(
        '/home/intelligent/intelligent_knowledge_list',
        page('/home/intelligent/intelligent_knowledge_list', false),
        menuPaths,
      ),
    ).toBeUndefined();
    expect(ownerMenuPath('/home/organization', page('/home/organization'), menuPaths)).toBeUndefined();
    expect(
      ownerMenuPath('/createExamineApp', page('/createExamineApp', false, { public: true }), menuPaths),
    ).toBeUndefined();
  });
  it('public top-level pages need no session', () => {
    expect(
      run({ token: null, path: '/pcannouncementDetail', page: page('/pcannouncementDetail', false, { public: true }) }),
    ).toEqual({ kind: 'allow' });
  });
  it('unknown paths go to /404; / goes to /login/l-has; /home to the landing page', () => {
    expect(run({ path: '/nowhere', page: undefined })).toEqual({ kind: 'redirect', to: '/404' });
    expect(run({ path: '/', page: undefined })).toEqual({ kind: 'redirect', to: '/login/l-has' });
    expect(run({ path: '/home', page: undefined })).toEqual({ kind: 'redirect', to: '/home/enterprise_certification' });
    expect(run({ path: '/404', page: undefined, token: null })).toEqual({ kind: 'allow' });
  });
  it('login screens need a token but no enterprise', () => {
    expect(
      run({ path: '/login/l-create/1', page: page('/login/l-create/:order', false), hasEnterprise: false }),
    ).toEqual({ kind: 'allow' });
  });
});
