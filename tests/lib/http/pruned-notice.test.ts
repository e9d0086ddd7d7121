import { http as mswHttp, HttpResponse } from 'msw';
import { server } from '@/sandbox/node';
import { post } from '@/lib/http/client';
import { configureSession, resetSessionEnding } from '@/lib/http/session-hooks';
import { expectNoToast, expectToasts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

// A save whose answer says what it left out (`pruned`: people who departed or were deleted,
// departments deleted since the form opened) shows one warning, whichever page saved
// (docs/product.md Part D §3).
const url = 'http://localhost/enterprise-server/t/save';
const pruned = [
  { kind: 'person', id: '20000001', name: '张三', state: 'departed' },
  { kind: 'person', id: '20000002', name: '李四', state: 'deleted' },
  { kind: 'department', id: 'd-9', name: '市场部', state: 'deleted' },
];
const answer = (body: Record<string, unknown>) => server.use(mswHttp.post(url, () => HttpResponse.json(body)));

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

beforeEach(() => {
  configureSession({ getToken: () => 't', onExpired: vi.fn(), onUnauthenticated: vi.fn() });
  resetSessionEnding();
});

describe('the pruned notice', () => {
  it('warns for a silent save too: its silence is about failures, which the page reports itself', async () => {
    answer({ code: 200, success: true, data: 1, message: '成功', pruned });
    await post(url, {}, { silent: true });
    await expectToasts(['已自动移除已离职或已删除的成员：张三（已离职）、李四（已删除）、市场部（已删除）']);
  });

  it('a success that left references out resolves with its data and warns once, naming each with its state', async () => {
    answer({ code: 200, success: true, data: { id: 'r1' }, message: '成功', pruned });
    expect(await post(url, {})).toEqual({ id: 'r1' });
    await expectToasts(['已自动移除已离职或已删除的成员：张三（已离职）、李四（已删除）、市场部（已删除）']);
    expect(document.querySelectorAll('.ant-message-notice .anticon-exclamation-circle')).toHaveLength(1);
  });

  it('says nothing when nothing was left out, or when the save failed', async () => {
    answer({ code: 200, success: true, data: 1, message: '成功', pruned: [] });
    await post(url, {});
    answer({ code: 200, success: true, data: 1, message: '成功' });
    await post(url, {});
    await expectNoToast();
    answer({ code: 404, success: false, data: null, message: '会议室不存在', pruned });
    await expect(post(url, {})).rejects.toMatchObject({ message: '会议室不存在' });
    await expectToasts(['会议室不存在']);
  });
});
