/** applyStatus → label and tag colour (the spec does not show the numeric meanings; assumed). */
export const APPLY_STATUS: Record<number, { label: string; color: string }> = {
  0: { label: '未认证', color: 'default' },
  1: { label: '审核中', color: 'processing' },
  2: { label: '已认证', color: 'success' },
  3: { label: '认证未通过', color: 'error' },
  4: { label: '申诉处理中', color: 'warning' },
};

export const statusLabel = (s: number) => APPLY_STATUS[s] ?? { label: `状态${s}`, color: 'default' };

export const GUIDE_TYPE = 'home';

export const CREDIT_CODE_RULE = {
  pattern: /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/,
  message: '请输入18位统一社会信用代码',
};

export const IT_ADDED = '该企业IT管理员添加成功';
export const IT_REMOVED = '该企业IT管理员已删除';
