import type { ModuleManifest } from '@/lib/module-manifest';

const onboarding: ModuleManifest = {
  id: 'onboarding',
  pages: [{ path: '/home/entry', title: '入职管理', isMenu: true, load: () => import('./pages/entry-page') }],
};

export default onboarding;
