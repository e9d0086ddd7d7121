import type { ModuleManifest } from '@/lib/module-manifest';

/** The home page; the certification and enterprise pages below are its sub-pages. */
const HOME_PATH = '/home/enterprise_certification';

const home: ModuleManifest = {
  id: 'home',
  pages: [
    { path: HOME_PATH, title: '首页', isMenu: true, load: () => import('./pages/home-page') },
    {
      path: '/home/homeEnterpriseCertificationDetail',
      menu: HOME_PATH,
      title: '认证详情',
      isMenu: false,
      load: () => import('./pages/cert-detail-page'),
    },
    {
      path: '/home/homeEnterpriseCertificationInfo',
      menu: HOME_PATH,
      title: '工商信息',
      isMenu: false,
      load: () => import('./pages/business-info-page'),
    },
    {
      path: '/home/enterpriseCertificationDetail',
      menu: HOME_PATH,
      title: '认证申诉详情',
      isMenu: false,
      load: () => import('./pages/appeal-detail-page'),
    },
    {
      path: '/home/enterpriseDetai',
      menu: HOME_PATH,
      title: '企业详情',
      isMenu: false,
      load: () => import('./pages/enterprise-detail-page'),
    },
  ],
};

export default home;
