import { expect, test } from '@playwright/test';
import { enterMainEnterprise, fillStable, loginAs, searchMembers, toast } from './helpers';

// The home and enterprise walk: the home dashboard, certification, IT administrators, role management
// and announcements, walked as 张伟 (administrator of 联创未来科技有限公司) on a fresh sandbox.

test('home: dashboard with data, then apply for certification', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  // Dashboard section (lazy-loaded): figures, charts and the cost table are filled from the sandbox.
  const dashboard = page.locator('#home-dashboard');
  await expect(dashboard.getByRole('heading', { name: '数据看板' })).toBeVisible();
  await expect(dashboard.getByText('考勤统计')).toBeVisible();
  await expect(dashboard.getByRole('img', { name: '费用分类图' })).toBeVisible();
  const bills = dashboard.getByRole('table', { name: '费用账单' });
  await expect(bills).toBeVisible();
  await expect(bills.getByRole('columnheader', { name: '金额（元）' })).toBeVisible();
  await expect(bills.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await expect(dashboard.getByText(/共 \d+ 笔/)).toBeVisible();

  // Certification: the seeded main enterprise is not certified yet.
  const status = page.getByLabel('认证状态');
  await expect(status).toHaveText('未认证');
  await page.getByRole('button', { name: '展开详情' }).click();
  const panel = page.getByRole('region', { name: '认证详情' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('tab', { name: '提交认证' })).toHaveAttribute('aria-selected', 'true');

  const form = panel.getByRole('form', { name: '提交认证' });
  await form.getByLabel('企业名称').fill('联创未来科技有限公司');
  await form.getByLabel('统一社会信用代码').fill('91110108MA01ABCD1X');
  await form.getByLabel('法定代表人').fill('张伟');
  await form.getByLabel('联系人').fill('张伟');
  await form.getByLabel('联系电话').fill('13800000001');
  await form.getByRole('button', { name: '提交认证' }).click();

  await expect(toast(page, '提交成功')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: '展开详情' })).toHaveAttribute('aria-expanded', 'false');
  await expect(status).toHaveText('审核中');
  await expect(page.locator('#home-cert-card').getByText('91110108MA01ABCD1X')).toBeVisible();
});

test('home: add an IT administrator by name, then remove one', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  const card = page.locator('#home-it-admins');
  const rows = card.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1); // the seeded one
  await expect(card.getByRole('button', { name: '删除王芳' })).toHaveCount(0);

  await card.getByRole('button', { name: '添加IT管理员' }).click();
  const picker = page.getByRole('dialog', { name: '添加IT管理员' });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: '确定' })).toBeDisabled();
  await picker.getByLabel('搜索企业成员').fill('王芳');
  await expect(picker.locator('[aria-busy="true"]')).toHaveCount(0); // the debounced search has answered
  const hit = picker.getByRole('checkbox', { name: /^王芳/ });
  await expect(hit).toHaveCount(1);
  await hit.check();
  await expect(picker.getByRole('button', { name: '确定' })).toBeEnabled();
  await picker.getByRole('button', { name: '确定' }).click();

  await expect(toast(page, '该企业IT管理员添加成功')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(rows).toHaveCount(2);
  await expect(card.getByRole('row').filter({ hasText: '王芳' })).toBeVisible();

  await card.getByRole('button', { name: '删除王芳' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定删除IT管理员“王芳”吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();

  await expect(toast(page, '该企业IT管理员已删除')).toBeVisible();
  await expect(card.getByRole('button', { name: '删除王芳' })).toHaveCount(0);
  await expect(rows).toHaveCount(1);
});

test('role management: create a role and give it a member', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/administrator');

  const roleList = page.getByLabel('角色列表');
  await expect(roleList.getByRole('option').first()).toBeVisible();
  await page.getByRole('button', { name: '新建角色' }).click();

  const dialog = page.getByRole('dialog', { name: '新建角色' });
  // The dialog fills its defaults once its opening animation ends (管理员角色 picked); wait for that.
  await expect(dialog.getByRole('radio', { name: '管理员角色' })).toBeChecked();
  await fillStable(page, dialog.getByLabel('角色名称'), '公告编辑员');
  await fillStable(page, dialog.getByLabel('角色说明'), '负责发布企业公告');
  await dialog.getByRole('radio', { name: '成员角色' }).check();
  const tree = dialog.getByRole('group', { name: '菜单权限' });
  await tree.getByText('公告管理', { exact: true }).click();
  await expect(tree.getByRole('treeitem', { name: '公告管理' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: '保存' }).click();

  await expect(toast(page, '角色创建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = roleList.getByRole('option').filter({ hasText: '公告编辑员' });
  await expect(created).toHaveAttribute('aria-selected', 'true');
  await expect(created).toContainText('0人');

  const roleCard = page.locator('.ant-card').filter({ has: page.getByRole('tab', { name: '成员（0）' }) });
  await expect(roleCard.getByText('负责发布企业公告')).toBeVisible();
  await expect(roleCard.getByText('该角色暂无成员')).toBeVisible();
  await roleCard.getByRole('button', { name: '添加成员' }).click();

  const picker = page.getByRole('dialog', { name: '添加角色成员' });
  await expect(picker).toBeVisible();
  await searchMembers(picker, '王芳');
  const hit = picker.getByRole('checkbox', { name: /^王芳/ });
  await expect(hit).toHaveCount(1);
  await hit.check();
  await expect(picker.getByText('已选择 1 人')).toBeVisible();
  await picker.getByRole('button', { name: '确定' }).click();

  await expect(toast(page, '已添加1名成员')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('tab', { name: '成员（1）' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '王芳' })).toContainText('公告编辑员');
  await expect(created).toContainText('1人');
});

test('announcement: create and publish, then open it on the public page', async ({ page, context }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/announcement');

  await page.getByRole('button', { name: '新建公告' }).click();
  await page.waitForURL(/#\/home\/announcementAdd$/);
  const title = '端到端测试公告：年终总结会安排';
  const body = '年终总结会定于12月28日下午两点在创新厅召开。';
  // exact: the list's search box (搜索公告标题) is still up while the editor page loads
  await fillStable(page, page.getByLabel('公告标题', { exact: true }), title);
  const editor = page.getByRole('textbox', { name: '公告正文' });
  await editor.click();
  await editor.pressSequentially(body);
  await expect(editor).toHaveText(body);
  await expect(page.getByLabel('公告标题', { exact: true })).toHaveValue(title);
  await page.getByRole('button', { name: '保存草稿' }).click();

  await expect(toast(page, '保存成功')).toBeVisible();
  await page.waitForURL(/#\/home\/announcementDetails\?id=/);
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id');
  expect(id).toBeTruthy();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('草稿', { exact: true })).toBeVisible();

  // Publish from the list, as a user would after reviewing the draft.
  await page.getByRole('button', { name: '返回列表' }).click();
  await page.waitForURL(/#\/home\/announcement$/);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title }) });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: `发布${title}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `确定发布公告“${title}”吗？` });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(row).toContainText('已发布');
  await expect(row.getByRole('button', { name: `发布${title}` })).toHaveCount(0);

  // The public page takes ?id= (no layout, no session needed); open it as a shared link would.
  const pub = await context.newPage();
  await pub.goto(`/#/pcannouncementDetail?id=${id}`);
  await expect(pub.getByRole('heading', { name: title })).toBeVisible();
  await expect(pub.getByRole('article', { name: '公告内容' })).toContainText(body);
  await expect(pub.getByText('联创未来科技有限公司')).toBeVisible();
  await expect(pub.getByText('发布人：张伟')).toBeVisible();
  await expect(pub.getByRole('menu', { name: '主菜单' })).toHaveCount(0);
  await pub.close();
});
