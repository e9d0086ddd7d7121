import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/query-client';
import { renderApp } from '../../render-app';
import { fastUser } from '../fill';
import { LONG } from '../support/dom';
import { setDelay } from '@/sandbox/faults';
import { departments, staff } from '@/sandbox/org-tables';

// A list shows a loading state for the query it waits on, never the previous department's rows
// under the new department's heading (docs/module-guide.md "Lists"), whether the request is slow or
// paused offline.

const E = 'E20260001';
const rowNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (r) => r.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
const heading = () => document.querySelector('h5')?.textContent;

async function openOnRoot() {
  renderApp('/home/organization');
  const user = fastUser();
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  await waitFor(() => expect(rowNames().length).toBe(10));
  const finance = departments().find((d) => d.departName === '财务部')!;
  const financeNames = staff()
    .filter((p) => p.enterpriseNumber === E && p.status !== 'departure' && p.departIds.includes(finance.id))
    .map((p) => p.name);
  return { user, financeNames };
}

/** The staff table is in its loading state, with no rows of any department. */
function expectLoadingWithoutRows() {
  expect(rowNames()).toEqual([]);
  expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull();
  expect(screen.getByText('加载中…')).toBeInTheDocument();
}

describe('staff list while a department is loading', { timeout: 45000 }, () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a slow request: the previous department’s rows go at once and the list shows loading', async () => {
    const { user, financeNames } = await openOnRoot();
    setDelay(1500);
    await user.click(within(document.querySelector<HTMLElement>('.ant-tree')!).getByText('财务部'));
    await waitFor(() => expect(heading()).toBe('财务部'));
    expectLoadingWithoutRows();
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), LONG);
    expect(rowNames().every((n) => financeNames.some((f) => n.startsWith(f)))).toBe(true);
  });

  it('a request paused offline: no old rows under the new heading; the rows come when back online', async () => {
    const { user, financeNames } = await openOnRoot();
    act(() => onlineManager.setOnline(false));
    await user.click(within(document.querySelector<HTMLElement>('.ant-tree')!).getByText('财务部'));
    await waitFor(() => expect(heading()).toBe('财务部'));
    // the department's list call is held back offline: nothing else will come before it
    await waitFor(() =>
      expect(queryClient.getQueryCache().findAll({ predicate: (q) => q.state.fetchStatus === 'paused' })).not.toEqual(
        [],
      ),
    );
    expectLoadingWithoutRows();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), LONG);
    expect(rowNames().every((n) => financeNames.some((f) => n.startsWith(f)))).toBe(true);
  });

  it('paging the same department keeps its rows on screen until the next page arrives', async () => {
    const { user } = await openOnRoot();
    const before = rowNames();
    setDelay(1500);
    await user.click(screen.getByTitle('2'));
    expect(rowNames()).toEqual(before);
    await waitFor(() => expect(rowNames()).not.toEqual(before), LONG);
  });
});
