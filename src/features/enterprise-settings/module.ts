import type { ModuleManifest } from '@/lib/module-manifest';

const enterpriseSettings: ModuleManifest = {
  id: 'enterprise-settings',
  pages: [
    { path: '/home/enterpriseSettings', title: '企业设置', isMenu: true, load: () => import('./pages/settings-page') },
  ],
};

export default enterpriseSettings;
