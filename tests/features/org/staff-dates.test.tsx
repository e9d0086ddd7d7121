import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

const DATE_LABELS = ['入职时间', '出生日期', '毕业时间'];

describe('staff dates', { timeout: 45000 }, () => {
  it('are antd date pickers in Chinese, not the browser field, and the API gets YYYY-MM-DD', async () => {
    const requests = recordRequests();
    const target = staff().find((p) => p.enterpriseNumber === E && p.status === '' && !p.isCeo && p.profile.birthDate)!;
    renderApp('/home/organization');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByText(/共 \d+ 人/, {}, LONG);
    await user.type(screen.getByLabelText('搜索员工'), target.telephone);
    await user.click(await findButton(`编辑${target.name}`, document.body, 8000));
    const drawer = await findDialog(`编辑员工：${target.name}`, 8000);

    expect(drawer.querySelector('input[type=date]')).toBeNull();
    for (const label of DATE_LABELS) {
      const input = within(drawer).getByLabelText(label);
      expect(input.closest('.ant-picker'), label).not.toBeNull();
    }
    const birth = within(drawer).getByLabelText('出生日期');
    expect(birth).toHaveValue(target.profile.birthDate);
    await user.click(birth);
    expect(await screen.findByText('今天')).toBeInTheDocument(); // the zh-CN calendar
    await user.clear(birth);
    await user.type(birth, '1990-05-06');
    await waitFor(() => expect(birth, 'as typed').toHaveValue('1990-05-06'));
    // the calendar has taken the typed date (as a user sees it marked) before Enter submits it
    await waitFor(() =>
      expect(document.querySelector('.ant-picker-dropdown td[title="1990-05-06"]')).toHaveClass(
        'ant-picker-cell-selected',
      ),
    );
    await user.keyboard('{Enter}');
    // Enter takes the date and closes the calendar; 保存 before that (a loaded machine) sent the old one.
    // A calendar closed without taking the date shows the old one again: the field must keep the new one.
    await waitFor(() =>
      expect(screen.getByText('今天').closest('.ant-picker-dropdown')).toHaveClass('ant-picker-dropdown-hidden'),
    );
    expect(birth, 'after Enter').toHaveValue('1990-05-06');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('员工信息已保存')).toBeInTheDocument();
    expect(requests.bodies('/admin/users', 'PUT')[0]).toMatchObject({
      id: target.id,
      birthDate: '1990-05-06',
      entryTime: target.entryTime,
    });
    expect(staff().find((p) => p.id === target.id)!.profile.birthDate).toBe('1990-05-06');
  });
});
