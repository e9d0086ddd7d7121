// The refusals of a scoped administrator's calls (assumed contract "Scoped administrators"): they
// name no one and count no one outside her scope.

export const OUT_OF_SCOPE_MESSAGE = '超出您的管理范围，无法查看或操作该人员或部门';
