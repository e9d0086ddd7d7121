import { services } from '@/config/services';
import { del, get, post } from '@/lib/http/client';
import type { EnterpriseUpdate, Engineer, EngineerInput, GraphCode } from './types';

const E = services.enterprise;

export const updateEnterprise = (body: EnterpriseUpdate) => post<null>(`${E}/enterprise/update`, body);
export const fetchGraphCode = () => get<GraphCode>(`${E}/graphValidateCode/getCode`);
export const sendVerifyCode = (body: { type: 'email' | 'sms'; target: string; graphKey: string; graphCode: string }) =>
  post<null>(`${E}/sendVerifyCode`, body);

export const listEngineers = (signal?: AbortSignal) =>
  get<Engineer[]>(`${E}/bindingEngineerList`, undefined, { signal });
export const saveEngineer = ({ id: _id, ...body }: EngineerInput) =>
  post<{ id: string }>(`${E}/saveBindingEngineer`, body);
export const editEngineer = (body: EngineerInput) => post<null>(`${E}/editBindingEngineer`, body);
export const deleteEngineer = (id: string) => del<null>(`${E}/deleteBindingEngineerById/${id}`);

/** GET /enterprise/transferEnterpriseAdministrator?id= (the new administrator's lenovoId). */
export const transferAdministrator = (id: string) =>
  get<null>(`${E}/enterprise/transferEnterpriseAdministrator`, { id });
/** DELETE /dismissEnterprise/{id} */
export const dismissEnterprise = (id: string) => del<null>(`${E}/dismissEnterprise/${id}`);
