import { act, screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '../../render-app';
import { designerReady, fieldNames, goToStep, label, resetDraft } from './designer-helpers';
import { frame, pressEach, stackLayout } from './dnd-layout';

// Only tiles near the phone's viewport are dnd-kit sortables (near-viewport.ts). jsdom has no
// IntersectionObserver, so this one is driven by the test: `showOnly` says which tiles are near.
class TestIntersectionObserver {
  static all: TestIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestIntersectionObserver.all.push(this);
  }
  observe(el: Element) {
    this.targets.add(el);
  }
  unobserve(el: Element) {
    this.targets.delete(el);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  report(isNear: (el: Element) => boolean) {
    const entries = [...this.targets].map(
      (target) => ({ target, isIntersecting: isNear(target) }) as IntersectionObserverEntry,
    );
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const tileName = (el: Element) =>
  el.querySelector('[aria-label^="拖动控件："]')?.getAttribute('aria-label')?.slice('拖动控件：'.length);
const showOnly = (names: string[]) =>
  act(() => TestIntersectionObserver.all.forEach((o) => o.report((el) => names.includes(tileName(el) ?? ''))));
const handle = (name: string) => screen.getByLabelText(`拖动控件：${name}`);
/** dnd-kit marks the handle of a sortable for assistive technology. */
const isSortable = (name: string) => handle(name).getAttribute('aria-roledescription') === 'sortable';

const TYPES = ['单行输入框', '多行输入框', '日期', '数字输入框', '说明文字', '联系人'];

describe('form designer: sortable near the viewport only', () => {
  beforeEach(() => {
    resetDraft();
    TestIntersectionObserver.all = [];
    vi.stubGlobal('IntersectionObserver', TestIntersectionObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function sixControls() {
    const rendered = renderApp('/home/examine_management/designer');
    await designerReady();
    await goToStep(rendered.user, '表单设计');
    for (const type of TYPES) await rendered.user.click(await label(`${type}：添加控件`));
    await waitFor(() => expect(fieldNames()).toEqual(TYPES));
    return rendered;
  }

  it('makes the tiles near the viewport sortable and drags them by keyboard', async () => {
    const layout = stackLayout('[data-field-id]');
    const { user } = await sixControls();
    showOnly(['日期', '数字输入框', '说明文字', '联系人']);
    await waitFor(() => expect(TYPES.map(isSortable)).toEqual([false, false, true, true, true, true]));

    act(() => handle('联系人').focus());
    await pressEach(user, ['[Space]', '[ArrowUp]', '[ArrowUp]', '[Space]']);
    await waitFor(() =>
      expect(fieldNames()).toEqual(['单行输入框', '多行输入框', '日期', '联系人', '数字输入框', '说明文字']),
    );
    layout.mockRestore();
  });

  it('makes a far tile sortable as soon as it has the focus, and keeps a dragged tile sortable when it scrolls away', async () => {
    const layout = stackLayout('[data-field-id]');
    const { user } = await sixControls();
    showOnly(['说明文字', '联系人']);
    await waitFor(() => expect(isSortable('单行输入框')).toBe(false));

    act(() => handle('单行输入框').focus());
    await waitFor(() => expect(isSortable('单行输入框')).toBe(true));

    showOnly(['单行输入框', '多行输入框']);
    await waitFor(() => expect(isSortable('联系人')).toBe(false));
    act(() => handle('多行输入框').focus());
    await pressEach(user, ['[Space]']);
    await waitFor(() => expect(handle('多行输入框')).toHaveAttribute('aria-pressed', 'true'));
    showOnly(['单行输入框', '说明文字', '联系人']);
    await act(frame);
    expect(handle('多行输入框')).toHaveAttribute('aria-pressed', 'true');
    await pressEach(user, ['[ArrowUp]', '[Space]']);
    await waitFor(() =>
      expect(fieldNames()).toEqual(['多行输入框', '单行输入框', '日期', '数字输入框', '说明文字', '联系人']),
    );
    layout.mockRestore();
  });
});
