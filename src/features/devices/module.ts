import type { ModuleManifest } from '@/lib/module-manifest';
import { DEVICE_PATH, PRINT_SERVICE_PATH } from './constants';

// Devices and printers (设备管理, admin-modules §2 workbench_deviceManagement) and the printer service's
// usage page; one lazy chunk each.
const devices: ModuleManifest = {
  id: 'devices',
  pages: [
    { path: DEVICE_PATH, title: '设备管理', isMenu: true, load: () => import('./pages/device-management-page') },
    // the printer service usage page has no menu path in the spec: a sub-page, opened from 设备管理
    {
      path: PRINT_SERVICE_PATH,
      title: '打印服务使用情况',
      isMenu: false,
      load: () => import('./pages/print-service-page'),
    },
  ],
};

export default devices;
