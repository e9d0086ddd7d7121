import type { ModuleManifest } from '@/lib/module-manifest';
import { DESIGNER_PATH, EXPORT_PATH, LIST_PATH, PUBLIC_DESIGNER_PATH } from './routes';

const approvals: ModuleManifest = {
  id: 'approvals',
  pages: [
    { path: LIST_PATH, title: '审批管理', isMenu: true, load: () => import('./pages/approval-list-page') },
    { path: DESIGNER_PATH, title: '审批设计', isMenu: false, load: () => import('./pages/designer-page') },
    {
      path: PUBLIC_DESIGNER_PATH,
      title: '创建审批',
      isMenu: false,
      public: true,
      bare: true,
      load: () => import('./pages/designer-page'),
    },
    { path: EXPORT_PATH, title: '审批数据导出', isMenu: true, load: () => import('./pages/data-export-page') },
  ],
};

export default approvals;
