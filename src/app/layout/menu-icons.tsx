import type { ComponentType } from 'react';
import {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  CommentOutlined,
  ExportOutlined,
  FieldTimeOutlined,
  FolderOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ProfileOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  UserAddOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';

type Icon = ComponentType<{ className?: string }>;

/** The antd icons the menu uses, by name: a server entry whose path is not in the table below may
 *  name one of these as its icon. Named imports only, so the bundle carries just these. */
const ICONS: Record<string, Icon> = {
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BookOutlined,
  BulbOutlined,
  CalendarOutlined,
  ClusterOutlined,
  CoffeeOutlined,
  CommentOutlined,
  ExportOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  NotificationOutlined,
  PrinterOutlined,
  ProfileOutlined,
  RobotOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  UserAddOutlined,
  VideoCameraOutlined,
};

/** One icon per menu path (admin-modules §2 and the AI area), none repeated. */
export const MENU_ICON_BY_PATH: Record<string, keyof typeof ICONS> = {
  enterprise_certification: 'HomeOutlined',
  organization: 'ApartmentOutlined',
  entry: 'UserAddOutlined',
  organization_chart: 'ClusterOutlined',
  personal_information: 'SolutionOutlined',
  log_management: 'HistoryOutlined',
  group_management: 'CommentOutlined',
  conference_room: 'VideoCameraOutlined',
  examine_management: 'AuditOutlined',
  data_export: 'ExportOutlined',
  vacation_management: 'CoffeeOutlined',
  attendance_management: 'FieldTimeOutlined',
  rank_management: 'ScheduleOutlined',
  leave_management: 'CalendarOutlined',
  attendance_statistics: 'LineChartOutlined',
  workbench_appManagement: 'AppstoreOutlined',
  AppShop: 'ShopOutlined',
  workbench_deviceManagement: 'PrinterOutlined',
  workbench_orderListManagement: 'ProfileOutlined',
  workbench_appUseSituation: 'BarChartOutlined',
  announcement: 'NotificationOutlined',
  enterpriseSettings: 'SettingOutlined',
  administratorbefore: 'SafetyCertificateOutlined',
  administrator: 'IdcardOutlined',
  'intelligent/intelligent_create': 'RobotOutlined',
  'intelligent/intelligent_knowledge': 'BookOutlined',
  'intelligent/intelligent_scene': 'BulbOutlined',
};

/** The icon of a menu entry: by its path, else by the icon name the server gives, else a generic folder. */
export function menuIcon(url: string, iconName?: string): Icon {
  const path = url.replace(/^\/+/, '').replace(/^home\//, '');
  return ICONS[MENU_ICON_BY_PATH[path]] ?? (iconName ? ICONS[iconName] : undefined) ?? FolderOutlined;
}
