import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/app';
import MismatchPanel from '@/app/contract/mismatch-panel';
import { reportMismatch } from '@/lib/http/contract-mismatch';

describe('the dev builds’ panel of answers that broke their schema', () => {
  it('lists each call with its field paths and clears on 清除', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders>
        <MismatchPanel />
      </AppProviders>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    act(() =>
      reportMismatch('GET /enterprise-server/depart/tree', [{ path: 'data.0.departName', message: 'Invalid type' }]),
    );
    const panel = screen.getByRole('region', { name: '接口数据与约定不符（开发者）' });
    expect(panel).toHaveTextContent('GET /enterprise-server/depart/tree');
    expect(panel).toHaveTextContent('data.0.departName Invalid type');
    await userEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
