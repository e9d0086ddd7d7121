import type { ReactNode } from 'react';
import { create } from 'zustand';

// Dialogs are requests in a small store, rendered by <DialogHost/> inside the app's React tree
// (not antd's static Modal methods, whose separate roots mount unreliably under React 19).

export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert';
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText: string;
  danger: boolean;
  resolve(ok: boolean): void;
}

interface DialogState {
  queue: DialogRequest[];
  settle(id: number, ok: boolean): void;
  clear(): void;
}

let nextId = 1;

export const useDialogs = create<DialogState>((set, get) => ({
  queue: [],
  settle(id, ok) {
    get()
      .queue.find((d) => d.id === id)
      ?.resolve(ok);
    set((s) => ({ queue: s.queue.filter((d) => d.id !== id) }));
  },
  clear() {
    for (const d of get().queue) d.resolve(false);
    set({ queue: [] });
  },
}));

function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    const id = nextId++;
    useDialogs.setState((s) => ({ queue: [...s.queue, { ...request, id, resolve }] }));
  });
}

/** The confirmation dialog with the spec's defaults (platform-shell §8). Resolves true on OK. */
export function confirmAction(options: ConfirmOptions = {}): Promise<boolean> {
  return open({
    kind: 'confirm',
    title: options.title ?? '提示',
    content: options.content ?? '是否确认此操作？',
    okText: options.okText ?? '确定',
    cancelText: options.cancelText ?? '取消',
    danger: !!options.danger,
  });
}

/** A one-button alert, e.g. the guard's 提示 / 我知道了. Resolves when dismissed. */
export async function showAlert({
  title = '提示',
  content,
  okText = '我知道了',
}: {
  title?: ReactNode;
  content: ReactNode;
  okText?: string;
}) {
  await open({ kind: 'alert', title, content, okText, cancelText: '', danger: false });
}
