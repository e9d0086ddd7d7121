// The refusals of a scoped administrator's calls (assumed contract "Scoped administrators"): they
// name no one and count no one outside her scope.

/** how a name a scoped administrator may not learn reads where a list must name someone */
export const OUTSIDE_PERSON = '管理范围外人员';

export const OUT_OF_SCOPE_MESSAGE = '超出您的管理范围，无法查看或操作该人员或部门';
