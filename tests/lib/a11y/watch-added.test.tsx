import { waitFor } from '@testing-library/react';
import { namePagerButtons } from '@/lib/a11y/pager-names';
import { unfocusMeasureRows } from '@/lib/a11y/measure-row';

// The fixes look only at what is added, so a match must still be found when the added node is the
// matching element itself, or sits inside ancestors that were there before it.

// A mutation observer is called in a microtask queued by the mutation: after this, it has seen the
// first additions, so the next ones come in records of their own.
const settled = () => Promise.resolve();

describe('fixes applied as elements are added', () => {
  afterEach(() => document.body.replaceChildren());

  it('names a pager button added on its own into a pager that was already there', async () => {
    namePagerButtons();
    document.body.innerHTML = '<ul class="ant-pagination"><li class="ant-pagination-prev" title="上一页"></li></ul>';
    await settled();
    const button = document.createElement('button');
    document.querySelector('.ant-pagination-prev')!.append(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-label', '上一页'));
  });

  it("takes a control added deep inside an existing measure row out of the tab order, and leaves others' alone", async () => {
    unfocusMeasureRows();
    document.body.innerHTML =
      '<table><tbody><tr class="ant-table-measure-row"><td><span id="cell"></span></td></tr></tbody></table><div id="out"></div>';
    await settled();
    const hidden = document.createElement('label');
    hidden.innerHTML = '<input type="checkbox">';
    const shown = document.createElement('input');
    document.getElementById('cell')!.append(hidden);
    document.getElementById('out')!.append(shown);
    await waitFor(() => expect(hidden.querySelector('input')!.tabIndex).toBe(-1));
    expect(shown.tabIndex).toBe(0);
  });
});
