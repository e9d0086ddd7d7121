import type { ModuleManifest } from '@/lib/module-manifest';

// The office-suite licence usage has no menu path in the spec: a sub-page of 应用订单
// (docs/assumed-contract.md "Workplace" → "Application shop").
const licences: ModuleManifest = {
  id: 'licences',
  pages: [
    {
      path: '/home/workbench_orderListManagement/licences',
      title: '办公套件授权',
      isMenu: false,
      load: () => import('./pages/licences-page'),
    },
  ],
};

export default licences;
