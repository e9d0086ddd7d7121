import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../render-app';

// WCAG 2.5.3 (label in name): a control named apart from its text (a row's 设置角色 named for its
// person) is announced starting with the text the user sees, so "click 设置角色" by voice finds it:
// 设置角色：吕子娜, not 设置吕子娜的角色. The pages below carry the shell's header and the row actions.

const SLOW = { timeout: 15000 };
// what axe leaves out of the comparison: punctuation, symbols and spaces
const curate = (s: string) => s.replace(/[\p{P}\p{S}\s]/gu, '').toLowerCase();

const VALUE_TEXT_ROLES = ['switch', 'checkbox', 'radio', 'menuitemcheckbox', 'menuitemradio'];

function mismatches(): string[] {
  const controls = document.querySelectorAll<HTMLElement>(
    'button[aria-label], a[aria-label], [role="button"][aria-label], [role="link"][aria-label], [role="menuitem"][aria-label]',
  );
  // a switch's text is its state (启用/停用), not its name: axe leaves those to review, as here
  return [...controls]
    .filter((el) => !VALUE_TEXT_ROLES.includes(el.getAttribute('role') ?? ''))
    .flatMap((el) => {
      const text = curate(el.textContent ?? '');
      const name = el.getAttribute('aria-label')!; // the name: aria-label wins over the content
      return text && !curate(name).startsWith(text) ? [`${name} ← ${el.textContent}`] : [];
    });
}

const PAGES: [path: string, ready: string][] = [
  ['/home/administrator', '设置角色'],
  ['/home/administratorbefore', '编辑权限'],
  ['/home/workbench_appManagement', '查看范围'],
  ['/home/attendance_management', '排班'],
  ['/home/intelligent/intelligent_knowledge', '文档'],
];

describe('label in name', () => {
  it.each(PAGES)('%s: every named control’s name starts with its visible text', async (path, ready) => {
    renderApp(path, { chrome: true });
    await screen.findAllByText(ready, { selector: 'button *, button, a' }, SLOW);
    await waitFor(() => expect(document.querySelector('header button[aria-haspopup="dialog"]')).not.toBeNull(), SLOW);
    expect(mismatches()).toEqual([]);
  });
});
