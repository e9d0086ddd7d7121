import { screen, waitFor } from '@testing-library/react';
import { renderApp, NO_ENTERPRISE_USER } from '../render-app';
import { useSession } from '@/stores/session';

describe('login screens', () => {
  it('lists the enterprises of an administrator of two enterprises and clears the stored one', async () => {
    renderApp('/login/l-has');
    expect(await screen.findByText('联创未来科技有限公司')).toBeInTheDocument();
    expect(screen.getByText('星河智造（深圳）有限公司')).toBeInTheDocument();
    expect(useSession.getState().enterprise).toBeNull();
  });

  it('sends a user with no enterprise to l-res with noPermission and fromPath', async () => {
    renderApp('/login/l-has', { as: NO_ENTERPRISE_USER, enterprise: null });
    expect(await screen.findByText('您还没有可管理的企业')).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toContain('/login/l-res?type=create&noPermission=1&fromPath='));
  });
});
