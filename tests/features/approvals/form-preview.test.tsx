import { act, screen, waitFor, within } from '@testing-library/react';
import type { FormField } from '@/features/approvals/designer/model/types';
import { draft, openFormStep, resetDraft } from './designer-helpers';
import { make, ref, tok } from './designer/model/fixtures';

function travelForm(): FormField[] {
  return [
    make('SingleRadio', 'kind0000000000000000', { name: '类型', dataSource: ['出差', '外出'] }),
    make('SingleText', 'city0000000000000000', {
      name: '城市',
      isNecessary: true,
      showRule: { fieldId: 'kind0000000000000000', options: ['出差'] },
    }),
    make('Number', 'days0000000000000000', { name: '天数' }),
    make('Money', 'price000000000000000', { name: '补贴标准' }),
    make('Computational', 'total000000000000000', {
      name: '补贴合计',
      backupsData: [ref('days0000000000000000', '天数'), tok('*'), ref('price000000000000000', '补贴标准')],
    }),
    make('Picture', 'photo000000000000000', { name: '现场照片' }),
    make('AskLeave', 'leave000000000000000'),
    {
      ...make('Particulars', 'group000000000000000', { name: '费用明细' }),
      children: [make('Number', 'qty00000000000000000', { name: '数量', isNecessary: true })],
    } as FormField,
  ];
}

async function openPreview() {
  const rendered = await openFormStep();
  act(() => draft().dispatchForm({ type: 'load', fields: travelForm() }));
  await rendered.user.click(await screen.findByRole('button', { name: /^预\s*览$/ }));
  const dialog = await screen.findByRole('dialog', { name: '预览：成员填写' });
  return { ...rendered, dialog: within(dialog) };
}

const submit = (d: ReturnType<typeof within>) => d.getByRole('button', { name: /^提\s*交$/ });

describe('previewing the form as a member', () => {
  beforeEach(resetDraft);

  it('computes the formula live, shows a ruled field when its option is picked, and refuses empty required fields', async () => {
    const { user, dialog } = await openPreview();
    expect(dialog.queryByLabelText('城市')).not.toBeInTheDocument();
    await user.type(dialog.getByLabelText('天数'), '3');
    await user.type(dialog.getByLabelText('补贴标准'), '120.5');
    await waitFor(() => expect(dialog.getByLabelText('补贴合计')).toHaveValue('361.5'));

    await user.click(dialog.getByRole('radio', { name: '出差' }));
    expect(await dialog.findByLabelText('城市')).toBeInTheDocument();

    await user.click(submit(dialog));
    expect(await dialog.findByText('请填写城市')).toBeInTheDocument();
    expect(dialog.getByText('请选择请假类型')).toBeInTheDocument();
    expect(dialog.getByText('请填写数量')).toBeInTheDocument();
    expect(dialog.getByText('还有3项未正确填写')).toBeInTheDocument();
    expect(dialog.getByText('预览中不会真正提交')).toBeInTheDocument();
    expect(dialog.getByLabelText('城市')).toHaveFocus();

    // the controller switched away hides the field again and drops its refusal
    await user.click(dialog.getByRole('radio', { name: '外出' }));
    await waitFor(() => expect(dialog.queryByText('请填写城市')).not.toBeInTheDocument());
    expect(dialog.getByText('还有2项未正确填写')).toBeInTheDocument();
    await user.click(submit(dialog));
    expect(dialog.getByRole('combobox', { name: '请假类型' })).toHaveFocus();
  });

  it('computes the leave duration, adds detail rows and passes once everything is filled', async () => {
    const { user, dialog } = await openPreview();
    await user.click(dialog.getByLabelText('请假类型'));
    await user.click((await screen.findAllByText('年假', { selector: '.ant-select-item-option-content' })).at(-1)!);
    const leave = within(dialog.getByRole('group', { name: '请假' }));
    await user.type(leave.getByLabelText('开始时间'), '2026-03-02');
    await user.type(leave.getByLabelText('结束时间'), '2026-03-04');
    expect(leave.getByLabelText('时长（天）')).toHaveTextContent('3天');

    await user.click(dialog.getByRole('button', { name: '添加明细' }));
    const second = within(dialog.getByRole('group', { name: '费用明细（2）' }));
    await user.type(within(dialog.getByRole('group', { name: '费用明细（1）' })).getByLabelText('数量'), '1');
    await user.click(submit(dialog));
    expect(await second.findByText('请填写数量')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '删除费用明细（2）' }));
    expect(await dialog.findByText('填写完整，可以提交（预览中不会真正提交）')).toBeInTheDocument();
    // nothing was saved: the draft is still unsaved in the designer
    expect(draft().form.fields).toHaveLength(8);
  });

  it('refuses more pictures than the control allows', async () => {
    const { user, dialog } = await openPreview();
    const input = dialog.getByLabelText('选择图片：现场照片');
    const png = (n: number) => new File(['x'], `p${n}.png`, { type: 'image/png' });
    await user.upload(
      input,
      Array.from({ length: 10 }, (_, i) => png(i)),
    );
    expect(await dialog.findByText('最多上传9张图片')).toBeInTheDocument();
    expect(within(dialog.getByRole('list', { name: '已选图片：现场照片' })).queryAllByRole('listitem')).toHaveLength(0);
    await user.upload(input, [png(1), png(2)]);
    expect(within(dialog.getByRole('list', { name: '已选图片：现场照片' })).getAllByRole('listitem')).toHaveLength(2);
    expect(dialog.queryByText('最多上传9张图片')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: '添加图片（2/9）：现场照片' })).toHaveTextContent('添加图片（2/9）');
  });
});
