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
    {
      // one restructure plan (docs/assumed-contract.md "Restructure plans"); 组织架构调整 stays selected
      path: '/home/organization_chart/plan',
      title: '调整方案',
      isMenu: false,
      requires: { param: 'id', label: '方案ID' },
      load: () => import('./pages/plan-page'),
    },
  ],
};

export default orgChart;
