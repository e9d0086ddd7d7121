import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { secureSession } from '@/lib/storage/secure-storage';
import { OPERATION_STORAGE_KEY } from '@/features/approvals/stores/approval-draft';
import { switchTo } from '@/features/login/use-enter-enterprise';
import { logout } from '@/features/login/session-flows';
import { designerReady } from './designer-helpers';

// platform-shell §3.1: session storage persists the examine-management operationId.

const storedOperationId = () =>
  secureSession.get<{ state: { operationId: string | null } }>(OPERATION_STORAGE_KEY)?.state.operationId ?? null;

describe('examine-management operationId', () => {
  it('is the approval being edited, kept encrypted in session storage at once', async () => {
    const { user } = renderApp('/home/examine_management');
    await user.click(await screen.findByRole('button', { name: '编辑：报销' }));
    expect(await screen.findByText('编辑审批')).toBeInTheDocument();
    const id = approvalRows().find((r) => r.approveName === '报销')!.id;
    expect(storedOperationId()).toBe(id);
    expect(sessionStorage.getItem(OPERATION_STORAGE_KEY)).not.toContain(id);
  });

  it('is "new" for a new approval, and goes on logout', async () => {
    renderApp('/home/examine_management/designer');
    await designerReady();
    expect(storedOperationId()).toBe('new');
    await logout();
    expect(sessionStorage.getItem(OPERATION_STORAGE_KEY)).toBeNull();
  });

  it('goes when the enterprise changes', async () => {
    renderApp('/home/examine_management/designer');
    await designerReady();
    await waitFor(() => expect(storedOperationId()).toBe('new'));
    await switchTo(SECOND_ENTERPRISE);
    expect(storedOperationId()).toBeNull();
  });
});
