export interface EnterpriseUpdate {
  industry: string;
  scale: string;
  contactName: string;
  contactPhone: string;
  email: string;
  verifyCode?: string;
}

export interface Engineer {
  id: string;
  name: string;
  telephone: string;
  email: string;
  remark: string;
  createTime: string;
}

export type EngineerInput = Omit<Engineer, 'id' | 'createTime'> & { id?: string };

export interface GraphCode {
  key: string;
  /** image URL (data URL) */
  image: string;
}
