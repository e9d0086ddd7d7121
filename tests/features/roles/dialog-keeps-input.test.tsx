import { act, fireEvent, screen, within } from '@testing-library/react';
import { recordRequests } from '../support/requests';
import { renderApp } from '../../render-app';
import { SLOW } from '../fill';

// A dialog never resets what the user typed: its values are set as it opens (the form's initial
// values), not when its open animation ends (afterOpenChange) or when data arrives. The text goes in
// right after the click that opens the dialog, before the open motion has finished.
async function openAndTypeAtOnce(button: string, label: string, text: string) {
  const opener = await screen.findByText(button, {}, SLOW);
  const requests = recordRequests();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog');
  const field = within(dialog).getByLabelText(label) as HTMLInputElement;
  fireEvent.change(field, { target: { value: text } });
  // what the opening started (its data, its after-open work) has been answered and rendered
  await requests.settled();
  await act(async () => {});
  return within(dialog).getByLabelText(label) as HTMLInputElement;
}

describe('dialogs keep what is typed right after they open', () => {
  it('新建角色: a role name typed at once survives the open animation', async () => {
    renderApp('/home/administrator');
    expect((await openAndTypeAtOnce('新建角色', '角色名称', '巡检专员')).value).toBe('巡检专员');
  }, 45000);

  it('编辑角色 opens with the role’s values and keeps an edit made at once', async () => {
    renderApp('/home/administrator');
    await screen.findByText('编辑角色', {}, SLOW);
    expect((await openAndTypeAtOnce('编辑角色', '角色说明', '巡检说明')).value).toBe('巡检说明');
    expect(within(screen.getByRole('dialog')).getByLabelText('角色名称')).not.toHaveValue('');
  }, 45000);
});
