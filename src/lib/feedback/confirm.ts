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

/** One button of a choice dialog: `key` is what the dialog resolves with. */
export interface DialogChoice {
  key: string;
  label: string;
  primary?: boolean;
  danger?: boolean;
}

export interface DialogRequest {
  id: number;
  kind: 'confirm' | 'alert' | 'choice';
  title: ReactNode;
  content: ReactNode;
  okText: string;
  cancelText: string;
  danger: boolean;
  /** the buttons of a 'choice' dialog, in order */
  choices?: DialogChoice[];
  /** true / false for confirm and alert; a choice's key, or false when a choice dialog is dismissed */
  resolve(answer: boolean | string): void;
}

interface DialogState {
  queue: DialogRequest[];
  settle(id: number, answer: boolean | string): void;
  clear(): void;
}

let nextId = 1;

export const useDialogs = create<DialogState>((set, get) => ({
  queue: [],
  settle(id, answer) {
    get()
      .queue.find((d) => d.id === id)
      ?.resolve(answer);
    set((s) => ({ queue: s.queue.filter((d) => d.id !== id) }));
  },
  clear() {
    for (const d of get().queue) d.resolve(false);
    set({ queue: [] });
  },
}));

function open(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean | string> {
  return new Promise((resolve) => {
    const id = nextId++;
    useDialogs.setState((s) => ({ queue: [...s.queue, { ...request, id, resolve }] }));
  });
}

/** The confirmation dialog with the spec's defaults (platform-shell §8). Resolves true on OK. */
export async function confirmAction(options: ConfirmOptions = {}): Promise<boolean> {
  const answer = await open({
    kind: 'confirm',
    title: options.title ?? '提示',
    content: options.content ?? '是否确认此操作？',
    okText: options.okText ?? '确定',
    cancelText: options.cancelText ?? '取消',
    danger: !!options.danger,
  });
  return answer === true;
}

/** A dialog with buttons of its own (e.g. 重新加载 / 仍然保存). Resolves with the chosen key, or null
 *  when dismissed (the close button, Esc): nothing chosen, nothing done. */
export async function chooseAction({
  title,
  content,
  choices,
}: {
  title: ReactNode;
  content: ReactNode;
  choices: DialogChoice[];
}): Promise<string | null> {
  const answer = await open({ kind: 'choice', title, content, okText: '', cancelText: '', danger: false, choices });
  return typeof answer === 'string' ? answer : null;
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
