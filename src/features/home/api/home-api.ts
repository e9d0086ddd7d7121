import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { MenuEntry } from '@/stores/session-types';
import type {
  AppealInput,
  AppealState,
  ApplyInput,
  AuthInput,
  BusinessInfo,
  CertificationStatus,
  DashboardData,
  DynamicMessage,
  EnterpriseUserHit,
  ItAdmin,
  MyDepartNode,
  NoviceGuide,
  SwitchStatus,
} from './types';

const E = services.enterprise;
// platform-shell §8: failures of the certification and IT-admin area other than apply, appeal and
// authentication are ignored.
const ignored = { silent: true } as const;

/** POST /enterprise/isauth: the certification record, null when there is none. */
export const fetchCertStatus = (signal?: AbortSignal) =>
  post<CertificationStatus | null>(`${E}/enterprise/isauth`, {}, { ...ignored, signal });

/** POST /authentication/apply (failure: the server message as an error). */
export const applyCertification = (input: ApplyInput) => post<null>(`${E}/authentication/apply`, input);

/** POST /enterprise/isappeal */
export const fetchAppealState = (signal?: AbortSignal) =>
  post<AppealState>(`${E}/enterprise/isappeal`, {}, { ...ignored, signal });

/** POST /enterprise/appeal */
export const appealCertification = (input: AppealInput) => post<null>(`${E}/enterprise/appeal`, input);

/** POST /enterpriseauth/auth: authentication against the business registry. */
export const authenticateEnterprise = (input: AuthInput) => post<null>(`${E}/enterpriseauth/auth`, input);

/** GET /enterpriseauth/getTycBaseInfo: business information of the current enterprise. */
export const fetchBusinessInfo = (signal?: AbortSignal) =>
  get<BusinessInfo>(`${E}/enterpriseauth/getTycBaseInfo`, undefined, { ...ignored, signal });

/** POST /temp/querySwitchStatus: the status is read from the first element. */
export const fetchSwitchStatus = (signal?: AbortSignal) =>
  post<SwitchStatus[]>(`${E}/temp/querySwitchStatus`, undefined, { ...ignored, signal }).then((list) =>
    Number(list?.[0]?.status ?? 0),
  );

/** POST /temp/updateSwitchStatus?status= */
export const updateSwitchStatus = (status: number) =>
  post<null>(`${E}/temp/updateSwitchStatus`, undefined, { ...ignored, params: { status } });

/** GET /currentEnterpriseUserCount */
export const fetchMemberCount = (signal?: AbortSignal) =>
  get<number>(`${E}/currentEnterpriseUserCount`, undefined, { ...ignored, signal });

/** GET /dynamicMessage/queryList?lenovoId&status (status empty: all) */
export const fetchMessages = (lenovoId: string, status: string, signal?: AbortSignal) =>
  get<DynamicMessage[]>(`${E}/dynamicMessage/queryList`, { lenovoId, status }, { ...ignored, signal });

/** GET /noviceGuide/{type} */
export const fetchGuide = (type: string, signal?: AbortSignal) =>
  get<NoviceGuide>(`${E}/noviceGuide/${type}`, undefined, { ...ignored, signal });

/** GET /noviceGuide/save?guideType&guideStatus */
export const saveGuide = (guideType: string, guideStatus: number) =>
  get<null>(`${E}/noviceGuide/save`, { guideType, guideStatus }, ignored);

/** The user's menu list (same call as the guard's), stored after the status loads. */
export const fetchMenuList = () => get<MenuEntry[]>(`${E}/menu/userMenuList`, undefined, ignored);

/** GET /getItAdminList */
export const fetchItAdmins = (signal?: AbortSignal) =>
  get<ItAdmin[]>(`${E}/getItAdminList`, undefined, { ...ignored, signal });

/** GET /admin/itAdmin/searchEnterpriseUsers?name */
export const searchItCandidates = (name: string, signal?: AbortSignal) =>
  get<EnterpriseUserHit[]>(`${E}/admin/itAdmin/searchEnterpriseUsers`, name ? { name } : undefined, {
    ...ignored,
    signal,
  });

/** POST /admin/setItAdmins { lenovoIds } */
export const setItAdmins = (lenovoIds: string[]) => post<null>(`${E}/admin/setItAdmins`, { lenovoIds }, ignored);

/** POST /admin/removeItAdmin?lenovoId */
export const removeItAdmin = (lenovoId: string) =>
  post<null>(`${E}/admin/removeItAdmin`, undefined, { ...ignored, params: { lenovoId } });

/** GET /admin/hasAiMenuAuthor */
export const fetchAiMenuAuthor = (signal?: AbortSignal) =>
  get<boolean>(`${E}/admin/hasAiMenuAuthor`, undefined, { ...ignored, signal });

/** GET /v4/depart/searchMyTreeV1?userId: the departments the user may see on the dashboard. */
export const fetchMyTree = (userId: string, signal?: AbortSignal) =>
  get<MyDepartNode[]>(`${E}/v4/depart/searchMyTreeV1`, { userId }, { signal });

/** GET /enterpriseUser/getDataDashboardStatistics?departId&startTime&endTime */
export const fetchDashboard = (
  params: { departId: string; startTime: string; endTime: string },
  signal?: AbortSignal,
) => get<DashboardData>(`${E}/enterpriseUser/getDataDashboardStatistics`, params, { signal });
