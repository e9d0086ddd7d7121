import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ADMIN, renderApp, RESTRICTED_ADMIN, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton } from '../support/dom';
import { server } from '@/sandbox/node';
import { failNext } from '@/sandbox/faults';
import { menuCatalogue } from '@/sandbox/core-tables';
import { guideRows } from '@/sandbox/seed/modules/home';
import { SLOW } from '../fill';

// The home page's 企业AI助理 card (GET /admin/hasAiMenuAuthor): the entry, no authority, or a failure.
const seenGuide = (lenovoId: string) => guideRows().push({ lenovoId, guideType: 'home', guideStatus: 1 });
const noDashboard = () =>
  server.use(
    http.get('*/enterprise-server/v4/depart/searchMyTreeV1', () =>
      HttpResponse.json({ code: 200, data: [], message: '成功' }),
    ),
  );
const authority = async (lenovoId: string) =>
  (await call(signInAs(lenovoId), 'GET', '/enterprise-server/admin/hasAiMenuAuthor')).body.data;

describe('home: the AI assistant card', () => {
  beforeEach(noDashboard);

  it('shows a failed authority call as a failure with a retry, not as no authority', async () => {
    seenGuide(ADMIN);
    failNext('/admin/hasAiMenuAuthor', { code: 500, message: '服务器繁忙' });
    const { user } = renderApp('/home/enterprise_certification');
    expect(await screen.findByText('获取AI助理设置权限失败', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('暂无AI助理设置权限')).not.toBeInTheDocument();
    await user.click(await findButton('重试'));
    expect(await screen.findByRole('link', { name: '设置企业AI助理' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('获取AI助理设置权限失败')).not.toBeInTheDocument();
  }, 45000);
});

describe('the sandbox AI menu authority', () => {
  it('follows the identity’s menu, whatever id its 设置企业AI助理 entry has', async () => {
    expect(await authority(ADMIN)).toBe(true);
    expect(await authority(RESTRICTED_ADMIN)).toBe(false);
    // another catalogue: 设置企业AI助理 and 组织架构 trade ids, so 王芳's menu (组织架构's id, no AI
    // area before) now holds the AI page and no longer 组织架构
    const ai = menuCatalogue().find((m) => m.url === 'intelligent/intelligent_create')!;
    const org = menuCatalogue().find((m) => m.url === 'organization')!;
    [ai.id, org.id] = [org.id, ai.id];
    const menu = (await call(signInAs(RESTRICTED_ADMIN), 'GET', '/enterprise-server/menu/userMenuList')).body
      .data as Array<{ url: string }>;
    expect(menu.map((m) => m.url)).toContain('intelligent/intelligent_create');
    expect(await authority(RESTRICTED_ADMIN)).toBe(true);
    expect(await authority(ADMIN)).toBe(true);
  });
});
