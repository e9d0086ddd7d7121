import type { ModuleManifest } from '@/lib/module-manifest';

const announcements: ModuleManifest = {
  id: 'announcements',
  pages: [
    { path: '/home/announcement', title: '公告管理', isMenu: true, load: () => import('./pages/list-page') },
    {
      path: '/home/announcementAdd',
      title: '新建公告',
      titleFor: (q) => (q.get('id') ? '编辑公告' : '新建公告'),
      menu: '/home/announcement',
      isMenu: false,
      load: () => import('./pages/editor-page'),
    },
    {
      path: '/home/announcementDetails',
      title: '公告详情',
      menu: '/home/announcement',
      isMenu: false,
      requires: { param: 'id', label: '公告ID' },
      load: () => import('./pages/details-page'),
    },
    {
      path: '/pcannouncementDetail',
      title: '公告详情',
      isMenu: false,
      public: true,
      bare: true,
      requires: { param: 'id', label: '公告ID' },
      load: () => import('./pages/public-page'),
    },
  ],
};

export default announcements;
