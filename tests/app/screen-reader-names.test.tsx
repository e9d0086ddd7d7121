import { render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { CloseCircleFilled, PlusOutlined } from '@ant-design/icons';
import { AppProviders } from '@/app/app';
import { renderApp } from '../render-app';

// What a screen reader announces: the accessible names of the shell's and the pages' controls, in
// Chinese, starting with the text the user sees (WCAG 2.5.3, label in name).

const SLOW = { timeout: 15000 };

describe('screen reader names', () => {
  it('a side-menu entry is announced by its name alone, without its icon’s English name', async () => {
    renderApp('/home/enterprise_certification');
    const menu = await screen.findByRole('menu', { name: '主菜单' }, SLOW);
    const entry = await within(menu).findByRole('menuitem', { name: '角色管理' }, SLOW);
    expect(entry.querySelector('.anticon-idcard')).not.toBeNull();
    expect(within(menu).queryByRole('img')).toBeNull();
  });

  it('an icon beside a button’s text is hidden; an icon the code names keeps its name', () => {
    render(
      <AppProviders>
        <Button icon={<PlusOutlined />}>添加部门</Button>
        <button type="button"><CloseCircleFilled aria-label="清除" /></button>
      </AppProviders>,
    );
    expect(screen.getByRole('button', { name: '添加部门' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });
});
