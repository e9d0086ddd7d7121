import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { cleanPastedHtml } from '@/features/announcements/lib/word-paste';
import { fastUser, fill, SLOW } from '../fill';
import { editorBox, pasteInto } from './editor-input';
import { WORD_LISTS, WORD_TABLE } from './paste-fixtures';

// The TipTap editor of /home/announcementAdd: what its toolbar and shortcuts make, what a Word paste
// leaves, pictures through the upload call, and that what is saved is sanitised.

type User = ReturnType<typeof fastUser>;

async function openEditor(title: string) {
  renderApp('/home/announcementAdd');
  const user = fastUser();
  await fill(user, await screen.findByLabelText('公告标题', {}, SLOW), title);
  editorBox().focus();
  return user;
}

async function saveDraft(user: User, title: string) {
  await user.click(screen.getByText('保存草稿'));
  expect(await screen.findByText('保存成功', {}, SLOW)).toBeInTheDocument();
  return announcementRows().find((a) => a.title === title)!.content;
}

const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{mso-style-parent:"";}</style></head><body>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Normal</w:View></w:WordDocument></xml><![endif]-->
<p class=MsoNormal style='mso-margin-top-alt:auto;color:red'><span lang=EN-US style='mso-bidi-font-family:Calibri'>Word正文<o:p></o:p></span></p>
<p class="MsoListParagraph"><![if !supportLists]>1.<![endif]>第一条</p></body></html>`;

describe('announcement editor (TipTap)', () => {
  it('makes a heading and a bulleted list from the toolbar', async () => {
    const user = await openEditor('工具栏');
    await user.click(screen.getByRole('button', { name: 'H2：标题2' }));
    pasteInto(editorBox(), { text: '会议通知' });
    expect(screen.getByRole('button', { name: 'H2：标题2' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: '无序列表' }));
    pasteInto(editorBox(), { text: '第一项' });
    await user.keyboard('{Enter}');
    pasteInto(editorBox(), { text: '第二项' });
    const content = await saveDraft(user, '工具栏');
    expect(content).toContain('<h2>会议通知</h2>');
    expect(content).toContain('<ul><li><p>第一项</p></li><li><p>第二项</p></li></ul>');
  }, 45000);

  it('links the selected text through the link dialog (web and mail addresses only), then bolds it by shortcut and italicises it', async () => {
    const user = await openEditor('链接');
    pasteInto(editorBox(), { text: '报销制度' });
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: '插入链接' }));
    const dialog = await screen.findByRole('dialog', { name: '插入链接' });
    const address = within(dialog).getByLabelText('链接地址');
    await fill(user, address, 'javascript:alert(1)');
    expect(within(dialog).getByText('请输入以 http://、https:// 或 mailto: 开头的地址')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await fill(user, address, 'https://wiki.lianchuang.example/expense');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await user.keyboard('{Control>}b{/Control}');
    await user.click(screen.getByRole('button', { name: '斜体' }));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    const content = await saveDraft(user, '链接');
    expect(content).toMatch(
      /<a [^>]*href="https:\/\/wiki\.lianchuang\.example\/expense"[^>]*><strong><em>报销制度<\/em><\/strong><\/a>/,
    );
    expect(content).toContain('rel="noopener noreferrer"');
  }, 45000);

  it('inserts a table and adds and removes its rows and columns', async () => {
    const user = await openEditor('表格');
    await user.click(screen.getByRole('button', { name: '插入表格' }));
    const table = () => editorBox().querySelector('table')!;
    expect(table().querySelectorAll('tr')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '表格操作' }));
    await user.click(await screen.findByText('右侧插入列'));
    expect(table().querySelectorAll('tr')[0].children).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '表格操作' }));
    await user.click(await screen.findByText('下方插入行'));
    expect(table().querySelectorAll('tr')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: '表格操作' }));
    await user.click(await screen.findByText('删除列'));
    expect(table().querySelectorAll('tr')[0].children).toHaveLength(3);
    pasteInto(editorBox(), { text: '值班人' });
    const content = await saveDraft(user, '表格');
    expect(content.match(/<tr>/g)).toHaveLength(4);
    expect(content).toContain('<th');
    expect(content).toContain('值班人');
  }, 45000);

  it('cleans a paste from Word: no conditional comments, mso styles or classes, no o:p', async () => {
    const cleaned = cleanPastedHtml(WORD);
    expect(cleaned).not.toMatch(/mso|\[if|endif|o:p|xml|lang=|style=/i);
    const user = await openEditor('Word粘贴');
    pasteInto(editorBox(), { html: WORD });
    const content = await saveDraft(user, 'Word粘贴');
    expect(content).toContain('Word正文');
    expect(content).toContain('第一条');
    expect(content).not.toMatch(/mso|class=|style=|o:p|\[if|WordDocument/i);
  }, 45000);

  it("makes real lists and a table of a Word paste, without Word's markers or its local picture", async () => {
    const user = await openEditor('Word列表');
    pasteInto(editorBox(), { html: WORD_LISTS });
    expect(editorBox().querySelector('ol')?.textContent).toBe('填写报销单部门主管审批，见报销制度');
    pasteInto(editorBox(), { html: WORD_TABLE });
    expect(editorBox().querySelector('img')).toBeNull();
    const content = await saveDraft(user, 'Word列表');
    expect(content).toContain(
      '<ul><li><p>保留发票</p><ul><li><p>电子发票亦可</p></li></ul></li><li><p><em>按月提交</em></p></li></ul>',
    );
    expect(content).toContain('<ol><li><p>填写报销单</p></li><li><p>部门主管审批，见<a');
    expect(content).toMatch(/<table.*<strong>日期<\/strong>.*吕子娜.*<\/table>/);
    expect(content).not.toMatch(/·|file:|<img/);
  }, 45000);

  it('sanitises what it hands out: no script, no event attribute, no javascript: link', async () => {
    const user = await openEditor('恶意粘贴');
    pasteInto(editorBox(), {
      html: '<p>正文<a href="javascript:window.__xss=3">点我</a></p><img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>',
    });
    const content = await saveDraft(user, '恶意粘贴');
    expect(content).toContain('正文');
    expect(content).not.toMatch(/script|onerror|javascript:/i);
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  }, 45000);

  it('uploads a picture into the content, and refuses a file that is not one', async () => {
    await openEditor('图片');
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('选择图片'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('仅支持 PNG、JPG、GIF、WEBP 格式的图片')).toBeInTheDocument();
    await user.upload(
      screen.getByLabelText('选择图片'),
      new File([new Uint8Array(6 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('图片不能超过5MB')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('选择图片'), new File(['png'], '合影.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: '合影.png' }, SLOW);
    const content = await saveDraft(user, '图片');
    expect(content).toMatch(
      /<img src="https?:\/\/[^"]*\/attachment-server\/announcement\/file\/[^"]+" alt="合影\.png">/,
    );
  }, 45000);
});
