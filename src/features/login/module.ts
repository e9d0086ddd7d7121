import type { ModuleManifest } from '@/lib/module-manifest';

const login: ModuleManifest = {
  id: 'login',
  pages: [
    { path: '/login/l-has', title: '选择企业', isMenu: false, load: () => import('./pages/choose-enterprise-page') },
    { path: '/login/l-res', title: '创建或加入企业', isMenu: false, load: () => import('./pages/create-or-pick-page') },
    {
      path: '/login/l-create/:order',
      title: '创建企业',
      isMenu: false,
      load: () => import('./pages/create-enterprise-page'),
    },
  ],
};

export default login;
