import type { ModuleManifest } from '@/lib/module-manifest';

const appShop: ModuleManifest = {
  id: 'app-shop',
  pages: [
    { path: '/home/AppShop', title: '应用商店', isMenu: true, load: () => import('./pages/app-shop-page') },
    {
      path: '/home/workbench_orderListManagement',
      title: '应用订单',
      isMenu: true,
      load: () => import('./pages/orders-page'),
    },
  ],
};

export default appShop;
