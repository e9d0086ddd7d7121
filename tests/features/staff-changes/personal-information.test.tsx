import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findRow, LONG } from '../support/dom';
import { profileChanges } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';

const mine = () => profileChanges().filter((r) => r.enterpriseNumber === 'E20260001');

describe('staff information changes', { timeout: 45000 }, () => {
  it('lists the recorded profile changes, paged, and searches them', async () => {
    renderApp('/home/personal_information');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect(await screen.findByText(`共 ${mine().length} 条`, {}, LONG)).toBeInTheDocument();
    await user.type(screen.getByLabelText('搜索变更'), '最高学历');
    expect(
      await screen.findByText(`共 ${mine().filter((r) => r.fieldLabel === '最高学历').length} 条`, {}, LONG),
    ).toBeInTheDocument();
  });

  it('shows a change made through PUT /admin/users', async () => {
    renderApp('/home/personal_information');
    await screen.findByText(`共 ${mine().length} 条`, {}, LONG);
    const token = useSession.getState().token!;
    const who = (
      await (
        await fetch('http://localhost/enterprise-server/admin/userSearch', {
          method: 'POST',
          headers: { token, 'content-type': 'application/json' },
          body: JSON.stringify({
            departId: '',
            enterpriseId: useSession.getState().enterprise!.id,
            keyWord: '王芳',
            position: '',
            page: 1,
            size: 10,
          }),
        })
      ).json()
    ).data.list[0];
    const res = await fetch('http://localhost/enterprise-server/admin/users', {
      method: 'PUT',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ ...who, telephone: '', position: '首席架构师' }),
    });
    expect((await res.json()).code).toBe(200);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(screen.getByLabelText('搜索变更'), '首席架构师');
    const row = await findRow('首席架构师', 8000);
    expect(row).toHaveTextContent('王芳');
    expect(row).toHaveTextContent('职位');
  });
});
