import type { ModuleManifest } from '@/lib/module-manifest';
import { lazyCall } from '@/lib/lazy-call';

/** 组织架构调整's first call (the department tree), started by the menu click: the page then renders
 *  once, with its chart, instead of a loading state first (loaded with the page's chunk). */
const prefetchOrgChart = lazyCall(
  () => import('./api/queries'),
  (m) => m.prefetchOrgChart(),
);

const orgChart: ModuleManifest = {
  id: 'org-chart',
  pages: [
    {
      path: '/home/organization_chart',
      title: '组织架构调整',
      isMenu: true,
      prefetch: prefetchOrgChart,
      load: () => {
        void prefetchOrgChart.warm();
        return import('./pages/org-chart-page');
      },
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
