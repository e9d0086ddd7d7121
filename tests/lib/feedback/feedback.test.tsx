import { act, render, screen, within } from '@testing-library/react';
import { DialogHost } from '@/lib/feedback/dialog-host';
import userEvent from '@testing-library/user-event';
import { TOAST_MS, toast, toastSuccess } from '@/lib/feedback/toast';
import { confirmAction } from '@/lib/feedback/confirm';
import { expectToasts, toastTexts } from '../../toasts';
import { mountToastHost } from '../../toast-host';

// toasts go through antd's in-app holder (src/lib/feedback/feedback-api.ts)
beforeEach(mountToastHost);

describe('toasts', () => {
  it('success defaults to 成功', async () => {
    toastSuccess();
    await expectToasts(['成功']);
  });

  it('an identical type and text is suppressed while shown; another type is not', async () => {
    toast('error', '保存失败');
    toast('error', '保存失败');
    toast('warning', '保存失败');
    await expectToasts(['保存失败', '保存失败']);
    expect(document.querySelectorAll('.ant-message-error')).toHaveLength(1);
    expect(toastTexts()).toHaveLength(2);
  });

  it('an identical toast repeated while shown stays one toast and shows for its full time again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      toastSuccess('已添加到可见范围');
      await expectToasts(['已添加到可见范围']);
      await act(async () => vi.advanceTimersByTimeAsync(TOAST_MS - 500));
      toastSuccess('已添加到可见范围');
      await act(async () => vi.advanceTimersByTimeAsync(1000));
      expect(toastTexts()).toEqual(['已添加到可见范围']);
      await act(async () => vi.advanceTimersByTimeAsync(TOAST_MS));
      await expectToasts([]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('confirmation dialog', () => {
  it('has the spec defaults and resolves true on OK', async () => {
    render(<DialogHost />);
    const answer = confirmAction();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('提示').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('是否确认此操作？')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on Cancel', async () => {
    render(<DialogHost />);
    const answer = confirmAction({ content: '确定删除吗？' });
    await userEvent.click(await screen.findByRole('button', { name: /取\s*消/ }));
    await expect(answer).resolves.toBe(false);
  });
});
