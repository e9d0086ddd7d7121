import { Modal } from 'antd';
import type { HookAPI } from 'antd/es/modal/useModal';
import type { ReactNode } from 'react';

let modalApi: Pick<HookAPI, 'confirm'> | null = null;

export function bindModalApi(instance: Pick<HookAPI, 'confirm'> | null) {
  modalApi = instance;
}

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** The confirmation dialog with the spec's defaults (platform-shell §8). Resolves true on OK. */
export function confirmAction(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    (modalApi ?? Modal).confirm({
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
