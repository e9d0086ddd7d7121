import type { Rule } from 'antd/es/form';

/** A standard e-mail address (platform-shell §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** Empty is accepted; otherwise it must be a standard address. */
export const isValidEmail = (value: string | null | undefined) => !value || EMAIL_PATTERN.test(value.trim());

export const emailRule: Rule = {
  validator: (_rule, value: string | undefined) => (isValidEmail(value) ? Promise.resolve() : Promise.reject(new Error('请输入正确的邮箱地址'))),
};

export const phoneRule: Rule = {
  validator: (_rule, value: string | undefined) => (!value || PHONE_PATTERN.test(value) ? Promise.resolve() : Promise.reject(new Error('请输入正确的手机号码'))),
};
