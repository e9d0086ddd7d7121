import type { ModuleManifest } from '@/lib/module-manifest';
import { lazyCall } from '@/lib/lazy-call';

/** The organisation page's first calls, started by the menu click (loaded with the page's chunk). */
const prefetchOrganization = lazyCall(
  () => import('./api/queries'),
  (m) => m.prefetchOrganization(),
);

const org: ModuleManifest = {
  id: 'org',
  pages: [
    {
      path: '/home/organization',
      title: '组织架构',
      isMenu: true,
      keepAlive: true,
      prefetch: prefetchOrganization,
      load: () => {
        void prefetchOrganization.warm();
        return import('./pages/organization-page');
      },
    },
    {
      path: '/home/organization/member_add',
      title: '添加员工',
      isMenu: false,
      load: () => import('./pages/member-add-page'),
    },
    {
      path: '/home/organization/nucList',
      title: '未激活成员',
      isMenu: false,
      load: () => import('./pages/nuc-list-page'),
    },
  ],
};

export default org;
