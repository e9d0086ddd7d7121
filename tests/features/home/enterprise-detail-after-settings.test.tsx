import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill, SLOW } from '../fill';

// 企业详情 (home) and 企业设置 read the same GET /enterprise/info: a change saved on 企业设置 is what
// 企业详情 shows next, within the same page life (its earlier answer is still fresh in the cache).

const go = (hash: string) => act(() => void (window.location.hash = hash));

/** The value beside 联系人 on 企业详情. */
async function shownContact() {
  const table = await screen.findByRole('table', {}, SLOW);
  return within(table).getByText('联系人').closest('th')!.nextElementSibling as HTMLElement;
}

describe('enterprise detail after a settings change', () => {
  it('shows the contact saved on 企业设置 without a reload', async () => {
    renderApp('/home/enterpriseDetai');
    const user = fastUser();
    expect(await shownContact()).toHaveTextContent('张伟');

    go('/home/enterpriseSettings');
    await user.click(await screen.findByText('编辑企业信息', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByLabelText('联系人'), '新联系人');
    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('企业信息已保存', {}, SLOW)).toBeInTheDocument();

    go('/home/enterpriseDetai');
    await waitFor(async () => expect(await shownContact()).toHaveTextContent('新联系人'), SLOW);
  }, 60000);
});
