import { table, type Db } from '../../db';
import type { AppealState, CertificationStatus, DynamicMessage } from '@/features/home/api/types';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '../core';

// Certification, switch status, message centre, novice guide and IT administrators (platform-shell §3.3).

export interface CertRow extends CertificationStatus {
  enterpriseNumber: string;
}
export interface AppealRow extends AppealState {
  enterpriseNumber: string;
}
export interface SwitchRow {
  enterpriseNumber: string;
  status: number;
}
export interface MessageRow extends DynamicMessage {
  enterpriseNumber: string;
  lenovoId: string;
}
export interface GuideRow {
  lenovoId: string;
  guideType: string;
  guideStatus: number;
}
export interface ItAdminRow {
  enterpriseNumber: string;
  lenovoId: string;
  createTime: string;
}
/** The business registry the lookup and the authentication check consult. */
export interface RegistryRow {
  enterpriseName: string;
  creditCode: string;
  legalPerson: string;
  registeredCapital: string;
  establishDate: string;
  address: string;
  businessScope: string;
  regStatus: string;
}

export const certRows = () => table<CertRow>('certifications');
export const appealRows = () => table<AppealRow>('certAppeals');
export const switchRows = () => table<SwitchRow>('switchStatus');
export const messageRows = () => table<MessageRow>('dynamicMessages');
export const guideRows = () => table<GuideRow>('noviceGuides');
export const itAdminRows = () => table<ItAdminRow>('itAdmins');
export const registryRows = () => table<RegistryRow>('businessRegistry');

const MESSAGES: Array<[string, string]> = [
  ['新成员加入申请', '销售部 陈晓东 申请加入企业，请及时处理。'],
  ['审批待办提醒', '您有 3 条报销审批待处理。'],
  ['企业认证提醒', '完成企业资质认证后可使用全部企业服务。'],
  ['应用到期提醒', '“智能会议室”应用将于 30 天后到期。'],
  ['考勤异常汇总', '上周共有 12 人次迟到，详情见考勤统计。'],
  ['系统升级通知', '本周六 22:00–24:00 系统例行维护。'],
];

export default function seedHome(db: Db) {
  db.tables.businessRegistry = [
    {
      enterpriseName: '联创未来科技有限公司',
      creditCode: '91110108MA01ABCD1X',
      legalPerson: '张伟',
      registeredCapital: '5000万人民币',
      establishDate: '2016-05-12',
      address: '北京市海淀区中关村软件园二期10号楼',
      businessScope: '技术开发、技术咨询、技术服务；软件开发；计算机系统服务。',
      regStatus: '存续',
    },
    {
      enterpriseName: '星河智造（深圳）有限公司',
      creditCode: '91440300MA5FXYZ12K',
      legalPerson: '刘强',
      registeredCapital: '2000万人民币',
      establishDate: '2019-09-03',
      address: '深圳市南山区科技园南区8栋',
      businessScope: '智能装备研发、生产与销售。',
      regStatus: '存续',
    },
  ];
  db.tables.certifications = [
    {
      enterpriseNumber: SECOND_ENTERPRISE,
      applyStatus: 2,
      enterpriseName: '星河智造（深圳）有限公司',
      creditCode: '91440300MA5FXYZ12K',
      legalPerson: '刘强',
      contactName: '张伟',
      contactPhone: '13800000001',
      applyTime: '2025-01-08 10:00:00',
      auditTime: '2025-01-09 16:20:00',
    },
  ];
  db.tables.certAppeals = [];
  db.tables.switchStatus = [{ enterpriseNumber: MAIN_ENTERPRISE, status: 1 }];
  db.tables.noviceGuides = [];
  db.tables.itAdmins = [{ enterpriseNumber: MAIN_ENTERPRISE, lenovoId: '20000005', createTime: '2025-06-01 09:00:00' }];
  db.tables.dynamicMessages = MESSAGES.map(([title, content], i) => ({
    id: `msg${i + 1}`,
    enterpriseNumber: MAIN_ENTERPRISE,
    lenovoId: '10000001',
    title,
    content,
    createTime: `2026-11-${String(20 - i * 2).padStart(2, '0')} 09:${String(10 + i).padStart(2, '0')}:00`,
    status: i < 3 ? 0 : 1,
  }));
}
