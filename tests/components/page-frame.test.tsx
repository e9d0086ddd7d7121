import { render, screen } from '@testing-library/react';
import { PageFrame } from '@/components/page-frame';
import { ApiError, CONTRACT_MISMATCH } from '@/lib/http/errors';

// The error state of every module page: a call the host lacks is a notice without 重试; an answer
// that broke its schema says so; any other failure offers 重试.

const frame = (error: unknown, onRetry = vi.fn()) =>
  render(
    <PageFrame error={error} onRetry={onRetry}>
      <p>内容</p>
    </PageFrame>,
  );

it('a call the host lacks: the notice, the feature as its sub-title, no 重试', () => {
  const summary = '按 id 解析人员与部门的当前名称和状态';
  frame(new ApiError('unavailable', '请求地址出错: /x', { status: 404, data: { call: 'x', summary } }));
  expect(screen.getByText('此功能在当前服务器上不可用')).toBeVisible();
  expect(screen.getByText(summary)).toBeVisible();
  expect(screen.queryByRole('button', { name: /重\s*试/ })).toBeNull();
  expect(screen.queryByText('获取数据失败，请稍后重试')).toBeNull();
  expect(screen.queryByText('内容')).toBeNull();
});

it('an answer that broke its schema: the usual title, the reason beneath, and 重试', () => {
  frame(new ApiError('contract', CONTRACT_MISMATCH, { data: [] }));
  expect(screen.getByText('获取数据失败，请稍后重试')).toBeVisible();
  expect(screen.getByText(CONTRACT_MISMATCH)).toBeVisible();
  expect(screen.getByRole('button', { name: /重\s*试/ })).toBeVisible();
});

it('any other failure: the usual title and 重试', async () => {
  const onRetry = vi.fn();
  frame(new ApiError('transport', '服务器内部错误', { status: 500 }), onRetry);
  expect(screen.getByText('获取数据失败，请稍后重试')).toBeVisible();
  expect(screen.queryByText('此功能在当前服务器上不可用')).toBeNull();
  screen.getByRole('button', { name: /重\s*试/ }).click();
  expect(onRetry).toHaveBeenCalledOnce();
});
