import type { ModuleManifest } from '@/lib/module-manifest';
import { DEVICE_PATH } from './constants';

// Devices and printers (设备管理, admin-modules §2 workbench_deviceManagement); one lazy chunk.
const devices: ModuleManifest = {
  id: 'devices',
  pages: [
    { path: DEVICE_PATH, title: '设备管理', isMenu: true, load: () => import('./pages/device-management-page') },
  ],
};

export default devices;
