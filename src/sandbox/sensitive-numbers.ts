// A staff member's identity and bank card numbers leave the server masked; the full number only
// through the reveal call, which the change log records (docs/assumed-contract.md "Staff").

export const SENSITIVE_LABELS = { idNumber: '身份证号', bankCardNumber: '银行卡号' } as const;
export type SensitiveField = keyof typeof SENSITIVE_LABELS;
export const SENSITIVE_FIELDS = Object.keys(SENSITIVE_LABELS) as SensitiveField[];

export const isSensitive = (field: string): field is SensitiveField => field in SENSITIVE_LABELS;

/** The first 4 and the last 4 characters, the rest as '*' (a value of 8 or fewer: all '*'). */
export function maskNumber(value: string): string {
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}
