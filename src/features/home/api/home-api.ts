import { request } from '@/lib/contract/define';
import { userMenuCall } from '@/lib/session/contract';
import {
  aiMenuAuthorCall,
  appealCall,
  appealStateCall,
  applyCall,
  authCall,
  businessInfoCall,
  certStatusCall,
  dashboardCall,
  guideCall,
  itAdminsCall,
  itCandidatesCall,
  memberCountCall,
  messagesCall,
  myTreeCall,
  removeItAdminCall,
  saveGuideCall,
  setItAdminsCall,
  switchStatusCall,
  updateSwitchCall,
} from './contract';
import type { AppealInput, ApplyInput, AuthInput, DashboardParams } from './types';

// platform-shell §8: failures of the certification and IT-admin area other than apply, appeal and
// authentication are ignored.
const ignored = { silent: true } as const;

/** POST /enterprise/isauth: the certification record, null (or nothing) when there is none. */
export const fetchCertStatus = (signal?: AbortSignal) => request(certStatusCall, { body: {} }, { ...ignored, signal });

/** POST /authentication/apply (failure: the server message as an error). */
export const applyCertification = (input: ApplyInput) => request(applyCall, { body: input });

/** POST /enterprise/isappeal */
export const fetchAppealState = (signal?: AbortSignal) =>
  request(appealStateCall, { body: {} }, { ...ignored, signal });

/** POST /enterprise/appeal */
export const appealCertification = (input: AppealInput) => request(appealCall, { body: input });

/** POST /enterpriseauth/auth: authentication against the business registry. */
export const authenticateEnterprise = (input: AuthInput) => request(authCall, { body: input });

/** GET /enterpriseauth/getTycBaseInfo: business information of the current enterprise. */
export const fetchBusinessInfo = (signal?: AbortSignal) => request(businessInfoCall, {}, { ...ignored, signal });

/** POST /temp/querySwitchStatus: the status is read from the first element (none: off). */
export const fetchSwitchStatus = (signal?: AbortSignal) =>
  request(switchStatusCall, {}, { ...ignored, signal }).then((list) => list[0]?.status ?? 0);

/** POST /temp/updateSwitchStatus?status= */
export const updateSwitchStatus = (status: 0 | 1) => request(updateSwitchCall, { params: { status } }, ignored);

/** GET /currentEnterpriseUserCount */
export const fetchMemberCount = (signal?: AbortSignal) => request(memberCountCall, {}, { ...ignored, signal });

/** GET /dynamicMessage/queryList?lenovoId&status (status empty: all) */
export const fetchMessages = (lenovoId: string, status: string, signal?: AbortSignal) =>
  request(messagesCall, { params: { lenovoId, status } }, { ...ignored, signal });

/** GET /noviceGuide/{type} */
export const fetchGuide = (type: string, signal?: AbortSignal) =>
  request(guideCall, { path: { type } }, { ...ignored, signal });

/** GET /noviceGuide/save?guideType&guideStatus */
export const saveGuide = (guideType: string, guideStatus: 0 | 1) =>
  request(saveGuideCall, { params: { guideType, guideStatus } }, ignored);

/** The user's menu list (same call as the guard's), stored after the status loads. */
export const fetchMenuList = () => request(userMenuCall, {}, ignored);

/** GET /getItAdminList */
export const fetchItAdmins = (signal?: AbortSignal) => request(itAdminsCall, {}, { ...ignored, signal });

/** GET /admin/itAdmin/searchEnterpriseUsers?name */
export const searchItCandidates = (name: string, signal?: AbortSignal) =>
  request(itCandidatesCall, { params: name ? { name } : undefined }, { ...ignored, signal });

/** POST /admin/setItAdmins { lenovoIds } */
export const setItAdmins = (lenovoIds: string[]) => request(setItAdminsCall, { body: { lenovoIds } }, ignored);

/** POST /admin/removeItAdmin?lenovoId */
export const removeItAdmin = (lenovoId: string) => request(removeItAdminCall, { params: { lenovoId } }, ignored);

/** GET /admin/hasAiMenuAuthor */
export const fetchAiMenuAuthor = (signal?: AbortSignal) => request(aiMenuAuthorCall, {}, { ...ignored, signal });

/** GET /v4/depart/searchMyTreeV1?userId: the departments the user may see on the dashboard. */
export const fetchMyTree = (userId: string, signal?: AbortSignal) =>
  request(myTreeCall, { params: { userId } }, { signal });

/** GET /enterpriseUser/getDataDashboardStatistics?departId&startTime&endTime */
export const fetchDashboard = (params: DashboardParams, signal?: AbortSignal) =>
  request(dashboardCall, { params }, { signal });
