import type { ModuleManifest } from '@/lib/module-manifest';

const orgChart: ModuleManifest = {
  id: 'org-chart',
  pages: [
    {
      path: '/home/organization_chart',
      title: '组织架构调整',
      isMenu: true,
      load: () => import('./pages/org-chart-page'),
    },
  ],
};

export default orgChart;
