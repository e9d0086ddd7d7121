import { waitFor } from '@testing-library/react';

// Fast lookups for big antd pages: role queries compute accessible names and visibility for every
// element (seconds on a page with a tree and a table), and antd spaces two-character button
// labels ("确 定"). These match on normalised text instead.

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, '');

export function findButton(name: string, root: ParentNode = document.body, timeout = 4000): Promise<HTMLButtonElement> {
  return waitFor(
    () => {
      const hit = [...root.querySelectorAll('button')].find((b) => norm(b.textContent) === name || b.getAttribute('aria-label') === name);
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
      const hit = [...document.querySelectorAll<HTMLElement>('.ant-modal, .ant-drawer-content')].find(
        (d) => norm(d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent) === norm(title),
      );
      if (!hit) throw new Error(`no dialog ${title}`);
      return hit;
    },
    { timeout },
  );
}

/** The confirmation dialog's OK button. */
export const confirmOk = async () => findButton('确定', await waitFor(() => {
  const box = document.querySelector<HTMLElement>('.ant-modal-confirm');
  if (!box) throw new Error('no confirm');
  return box;
}));

/** The table row that shows `text`. */
export function findRow(text: string, timeout = 4000): Promise<HTMLTableRowElement> {
  return waitFor(
    () => {
      const hit = [...document.querySelectorAll<HTMLTableRowElement>('tbody tr')].find((r) => [...r.querySelectorAll('td')].some((td) => norm(td.textContent).includes(norm(text))));
      if (!hit) throw new Error(`no row ${text}`);
      return hit;
    },
    { timeout },
  );
}

export const LONG = { timeout: 8000 };
