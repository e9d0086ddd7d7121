import { configure, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import { useApprovalDraft } from '@/features/approvals/stores/approval-draft';
import { renderApp } from '../../render-app';

configure({ asyncUtilTimeout: 10000 });
// Designer flows are long user journeys; the default 20 s is tight on a loaded 2-core machine.
vi.setConfig({ testTimeout: 60000 });

export const label = (text: string) => screen.findByLabelText(text);

/** The designer page is up once its save button is. */
export const designerReady = () => screen.findByText('创建审批');

export async function goToStep(user: UserEvent, title: '基本信息' | '表单设计' | '流程设计') {
  await user.click(screen.getByText(title));
}

/** The header's 保存 (the last step also has a 保存 at its foot; the header one comes first). */
export async function clickSave(user: UserEvent) {
  await user.click(screen.getAllByRole('button', { name: /^保\s*存$/ })[0]);
}

export async function confirmDialog(user: UserEvent, text?: string | RegExp) {
  const content = await screen.findByText(text ?? /确定删除/);
  const dialog = content.closest('.ant-modal-confirm, .ant-modal') as HTMLElement;
  await user.click(within(dialog).getByRole('button', { name: /确\s*定|离\s*开/ }));
}

export const draft = () => useApprovalDraft.getState();
export const fieldNames = () => draft().form.fields.map((f) => f.name);
export const resetDraft = () => draft().reset();

/** A new approval's designer, on its 表单设计 step with the palette up. */
export async function openFormStep() {
  const rendered = renderApp('/home/examine_management/designer');
  await designerReady();
  await goToStep(rendered.user, '表单设计');
  await label('单行输入框：添加控件');
  return rendered;
}
