import type { Rule } from 'antd/es/form';

// The formats the console's forms share with the services' checks (docs/assumed-contract.md
// "Shared field rules"): every form taking a phone or an e-mail uses these.

/** A standard e-mail address (platform-shell §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
/** The longest e-mail address the services store. */
export const EMAIL_MAX = 64;
/** A mainland mobile number. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Empty is accepted; otherwise it must be a standard address. */
export const isValidEmail = (value: string | null | undefined) =>
  !value || (EMAIL_PATTERN.test(value.trim()) && value.trim().length <= EMAIL_MAX);

/** An e-mail field: empty, or a standard address of at most EMAIL_MAX characters. */
export const emailRules = (message = '请输入正确的邮箱地址'): Rule[] => [
  {
    validator: (_rule, value: string | undefined) =>
      !value || EMAIL_PATTERN.test(value.trim()) ? Promise.resolve() : Promise.reject(new Error(message)),
  },
  { max: EMAIL_MAX, message: `邮箱不能超过${EMAIL_MAX}个字符` },
];

/** A phone field: empty, or a mainland mobile number. */
export const phoneRules = (message = '请输入正确的手机号码'): Rule[] => [
  {
    validator: (_rule, value: string | undefined) =>
      !value || PHONE_PATTERN.test(value) ? Promise.resolve() : Promise.reject(new Error(message)),
  },
];
