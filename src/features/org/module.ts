import type { ModuleManifest } from '@/lib/module-manifest';

const org: ModuleManifest = {
  id: 'org',
  pages: [
    { path: '/home/organization', title: '组织架构', isMenu: true, keepAlive: true, load: () => import('./pages/organization-page'),
      prefetch: () => void import('./api/queries').then((m) => m.prefetchOrganization()) },
    { path: '/home/organization/member_add', title: '添加员工', isMenu: false, load: () => import('./pages/member-add-page') },
    { path: '/home/organization/nucList', title: '未激活成员', isMenu: false, load: () => import('./pages/nuc-list-page') },
  ],
};

export default org;
