import { create } from 'zustand';

/** The common tip area: short notices such as 请求失败，错误代码500。 shown above the page content. */
export interface Tip {
  id: number;
  text: string;
}

interface TipState {
  tips: Tip[];
  push(text: string): void;
  dismiss(id: number): void;
  clear(): void;
}

const TIP_MS = 6000;
const MAX_TIPS = 3;
let nextId = 1;

export const useTips = create<TipState>((set, get) => ({
  tips: [],
  push(text) {
    if (get().tips.some((t) => t.text === text)) return;
    const id = nextId++;
    set((s) => ({ tips: [...s.tips, { id, text }].slice(-MAX_TIPS) }));
    setTimeout(() => get().dismiss(id), TIP_MS);
  },
  dismiss(id) {
    set((s) => ({ tips: s.tips.filter((t) => t.id !== id) }));
  },
  clear() {
    set({ tips: [] });
  },
}));

export const pushTip = (text: string) => useTips.getState().push(text);
