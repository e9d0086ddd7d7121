import { render } from '@testing-library/react';
import { ListTable, type PageQuery } from '@/components/list-kit/list-table';

// waitingFor: a list whose query waits for something first (the print service's or the office
// suite's sign-in) spins while that runs, though its own query is not fetching yet.

const idle: PageQuery<{ id: string }> = {
  data: undefined,
  error: null,
  isError: false,
  isPending: true,
  fetchStatus: 'idle',
  refetch: () => undefined,
};
const list = { page: 1, size: 10, goTo: () => undefined, filtered: false };
const spinning = (c: HTMLElement) => !!c.querySelector('.ant-spin-spinning');

it('spins while what the query waits for runs, and not once it is done with the query idle', () => {
  const table = (waitingFor?: boolean) => (
    <ListTable
      rowKey="id"
      query={idle}
      list={list}
      emptyText="暂无"
      filteredEmptyText="无匹配"
      waitingFor={waitingFor}
      columns={[]}
    />
  );
  const { container, rerender } = render(table(true));
  expect(spinning(container)).toBe(true);
  rerender(table(false));
  expect(spinning(container)).toBe(false);
  rerender(table());
  expect(spinning(container)).toBe(false);
});
