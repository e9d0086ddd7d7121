import { request } from '@/lib/contract/define';
import {
  deleteEngineerCall,
  dismissEnterpriseCall,
  editEngineerCall,
  engineerListCall,
  graphCodeCall,
  saveEngineerCall,
  sendVerifyCodeCall,
  transferAdministratorCall,
  updateEnterpriseCall,
} from './contract';
import type { EngineerEditInput, EngineerInput, EnterpriseUpdate, VerifyCodeInput } from './types';

export const updateEnterprise = (body: EnterpriseUpdate) => request(updateEnterpriseCall, { body });
export const fetchGraphCode = () => request(graphCodeCall);
export const sendVerifyCode = (body: VerifyCodeInput) => request(sendVerifyCodeCall, { body });

export const listEngineers = (signal?: AbortSignal) => request(engineerListCall, {}, { signal });
export const saveEngineer = ({ id: _id, ...body }: EngineerInput) => request(saveEngineerCall, { body });
export const editEngineer = (body: EngineerEditInput) => request(editEngineerCall, { body });
export const deleteEngineer = (id: string) => request(deleteEngineerCall, { path: { id } });

/** GET /enterprise/transferEnterpriseAdministrator?id= (the new administrator's lenovoId). */
export const transferAdministrator = (id: string) => request(transferAdministratorCall, { params: { id } });
/** DELETE /dismissEnterprise/{id} */
export const dismissEnterprise = (id: string) => request(dismissEnterpriseCall, { path: { id } });
