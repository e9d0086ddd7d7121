import { table, type Db } from '../../db';
import { MAIN_ENTERPRISE } from '../core';

// Binding engineers and the verification codes of the enterprise settings (platform-shell §5).
export interface EngineerRow {
  id: string;
  enterpriseNumber: string;
  name: string;
  telephone: string;
  email: string;
  remark: string;
  createTime: string;
}
export interface GraphCodeRow {
  key: string;
  code: string;
  used: boolean;
  createdAt: number;
}
export interface VerifyCodeRow {
  lenovoId: string;
  target: string;
  code: string;
  used: boolean;
  createdAt: number;
}

export const engineerRows = () => table<EngineerRow>('bindingEngineers');
export const graphCodeRows = () => table<GraphCodeRow>('graphCodes');
export const verifyCodeRows = () => table<VerifyCodeRow>('verifyCodes');

export default function seedEnterpriseSettings(db: Db) {
  db.tables.bindingEngineers = [
    {
      id: 'eng1',
      enterpriseNumber: MAIN_ENTERPRISE,
      name: '赵工',
      telephone: '13911112222',
      email: 'zhao.eng@service.example',
      remark: '负责会议室设备运维',
      createTime: '2025-04-02 14:00:00',
    },
    {
      id: 'eng2',
      enterpriseNumber: MAIN_ENTERPRISE,
      name: '钱工',
      telephone: '13922223333',
      email: '',
      remark: '打印机驻场工程师',
      createTime: '2025-08-15 10:30:00',
    },
  ];
  db.tables.graphCodes = [];
  db.tables.verifyCodes = [];
}
