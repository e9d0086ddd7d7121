import { vi } from 'vitest';
import { waitFor } from '@testing-library/react';

// Fast lookups for big antd pages: role queries compute accessible names and visibility for every
// element (seconds on a page with a tree and a table), and antd spaces two-character button
// labels ("确 定"). These match on normalised text instead.

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

export function findButton(name: string, root: ParentNode = document.body, timeout = 4000): Promise<HTMLButtonElement> {
  return waitFor(
    () => {
      const hit = [...root.querySelectorAll('button')].find(
        (b) => norm(b.textContent) === name || b.getAttribute('aria-label') === name,
      );
      if (!hit) throw new Error(`no button ${name}`);
      return hit;
    },
    { timeout },
  );
}

/** The open modal or drawer whose title is `title`. */
export function findDialog(title: string, timeout = 4000): Promise<HTMLElement> {
  return waitFor(
    () => {
      const hit = [...document.querySelectorAll<HTMLElement>('.ant-modal, .ant-drawer')].find(
        (d) => norm(d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent) === norm(title),
      );
      if (!hit) throw new Error(`no dialog ${title}`);
      return hit;
    },
    { timeout },
  );
}

/** The confirmation dialog's OK button (the app's dialog host, title 提示). */
export const confirmOk = async () => findButton('确定', await findDialog('提示'));

/** The table row that shows `text`. */
export function findRow(text: string, timeout = 4000): Promise<HTMLTableRowElement> {
  return waitFor(
    () => {
      const hit = [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((r) =>
        [...r.querySelectorAll('td')].some((td) => norm(td.textContent).includes(norm(text))),
      );
      if (!hit) throw new Error(`no row ${text}`);
      return hit;
    },
    { timeout },
  );
}

export const LONG = { timeout: 15000 };

/** Captures files the page saves (downloadXlsx → an <a download> click). */
export function captureDownloads() {
  const files: Array<{ name: string; blob: Blob }> = [];
  let last: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b: Blob | MediaSource) => {
    last = b as Blob;
    return 'blob:test';
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download && last) files.push({ name: this.download, blob: last });
  });
  return files;
}

/** Calls the sandbox directly (fetch, binary-safe) and reads the first sheet of the .xlsx it
 *  answers. (Under jsdom, XHR blob answers are re-encoded as text, so the saved blob of a page's
 *  download cannot be parsed; the browser has no such problem.) */
export async function fetchSheet(url: string, init: { method?: string; body?: unknown } = {}): Promise<string[][]> {
  const { readXlsx } = await import('@/sandbox/xlsx');
  const { useSession } = await import('@/stores/session');
  const res = await fetch(`http://localhost${url}`, {
    method: init.method ?? 'POST',
    headers: { token: useSession.getState().token ?? '', 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const data = await res.arrayBuffer();
  return readXlsx({ arrayBuffer: async () => data });
}

/** Opens the 批量操作 menu of the selected rows and chooses `item`. */
export async function chooseBatch(user: { click(el: Element): Promise<void> }, item: string) {
  const button = await waitFor(() => {
    const hit = [...document.querySelectorAll('button')].find((b) => norm(b.textContent).startsWith('批量操作'));
    if (!hit) throw new Error('no 批量操作 button');
    return hit;
  });
  await user.click(button);
  const entry = await waitFor(() => {
    const hit = [...document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem]')].find(
      (m) => norm(m.textContent) === item,
    );
    if (!hit) throw new Error(`no menu item ${item}`);
    return hit;
  });
  await user.click(entry);
}
