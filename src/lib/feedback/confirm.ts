import type { ReactNode } from 'react';

// Dialogs load antd's Modal on first use: it is not needed for the first screen.
const loadModal = () => import('antd/es/modal').then((m) => m.default);

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** The confirmation dialog with the spec's defaults (platform-shell §8). Resolves true on OK. */
export async function confirmAction(options: ConfirmOptions = {}): Promise<boolean> {
  const Modal = await loadModal();
  return new Promise((resolve) => {
    Modal.confirm({
      title: options.title ?? '提示',
      content: options.content ?? '是否确认此操作？',
      okText: options.okText ?? '确定',
      cancelText: options.cancelText ?? '取消',
      okButtonProps: options.danger ? { danger: true } : undefined,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** A one-button alert, e.g. the guard's 提示 / 我知道了. Resolves when dismissed. */
export async function showAlert({ title = '提示', content, okText = '我知道了' }: { title?: ReactNode; content: ReactNode; okText?: string }) {
  const Modal = await loadModal();
  return new Promise<void>((resolve) => {
    Modal.warning({ title, content, okText, onOk: () => resolve() });
  });
}
