import type { ModuleManifest } from '@/lib/module-manifest';

const home: ModuleManifest = {
  id: 'home',
  pages: [
    { path: '/home/enterprise_certification', title: '企业资质认证', isMenu: true, load: () => import('./pages/home-page') },
    { path: '/home/homeEnterpriseCertificationDetail', title: '认证详情', isMenu: false, load: () => import('./pages/cert-detail-page') },
    { path: '/home/homeEnterpriseCertificationInfo', title: '工商信息', isMenu: false, load: () => import('./pages/business-info-page') },
    { path: '/home/enterpriseCertificationDetail', title: '认证申诉详情', isMenu: false, load: () => import('./pages/appeal-detail-page') },
    { path: '/home/enterpriseDetai', title: '企业详情', isMenu: false, load: () => import('./pages/enterprise-detail-page') },
  ],
};

export default home;
