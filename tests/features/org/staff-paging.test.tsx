import { screen, waitFor, within } from '@testing-library/react';
import { recordRequests } from '../support/requests';
import { renderApp } from '../../render-app';
import { fastUser } from '../fill';
import { LONG } from '../support/dom';
import { setDelay } from '@/sandbox/faults';
import { staff } from '@/sandbox/org-tables';

// The pager asks for the next page at the click and moves when it has answered; a slow answer
// shows the waiting state over the rows on screen after a moment (docs/architecture.md,
// "Large trees and lists").

const E = 'E20260001';
const rowNames = () =>
  [...document.querySelectorAll('tbody tr.ant-table-row')].map(
    (r) => r.querySelector('td:nth-child(2)')?.textContent ?? '',
  );
const activePage = () => document.querySelector('.ant-pagination-item-active')?.getAttribute('title');
const spinning = () => document.querySelector('.ant-table-wrapper .ant-spin-spinning') !== null;

async function openFirstPage() {
  renderApp('/home/organization');
  const user = fastUser();
  await screen.findByText(/共 \d+ 人/, {}, LONG);
  await waitFor(() => expect(rowNames().length).toBe(10));
  return user;
}

describe('staff pager', { timeout: 45000 }, () => {
  it('a quick answer: the second page comes with its rows', async () => {
    const user = await openFirstPage();
    const first = rowNames();
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(activePage()).toBe('2'));
    expect(rowNames()).toHaveLength(10);
    expect(rowNames()).not.toEqual(first);
  });

  it('a slow answer: the pager moves and the list waits over the first page, then shows the second', async () => {
    const user = await openFirstPage();
    const first = rowNames();
    setDelay(4000);
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(activePage()).toBe('2'));
    await waitFor(() => expect(spinning()).toBe(true)); // antd's Spin turns on a moment later
    expect(rowNames()).toEqual(first);
    await waitFor(() => expect(rowNames()).not.toEqual(first), LONG);
    expect(spinning()).toBe(false);
  });

  it('a page asked for, then another status: the list ends on the first page of that status', async () => {
    const user = await openFirstPage();
    const requests = recordRequests();
    setDelay(600);
    await user.click(screen.getByTitle('2'));
    await user.click(within(screen.getByLabelText('员工状态')).getByText('离职'));
    const departed = staff()
      .filter((p) => p.enterpriseNumber === E && p.status === 'departure')
      .map((p) => p.name);
    await waitFor(() => expect(rowNames().length).toBeGreaterThan(0), LONG);
    await requests.settled(); // past the answer of the page asked for first
    expect(activePage()).toBe('1');
    expect(rowNames().every((n) => departed.some((d) => n.startsWith(d)))).toBe(true);
  });
});
