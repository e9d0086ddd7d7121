import type { AnswerStyle, AssistantFields } from './api/types';

// Labels and limits of 设置企业AI助理 (product.md Part C).
export const NAME_MAX = 20;
export const GREETING_MAX = 200;
export const DESCRIPTION_MAX = 500;

export const ANSWER_STYLES: Array<{ value: AnswerStyle; label: string; hint: string }> = [
  { value: 'concise', label: '简洁', hint: '直接给出结论，回答简短' },
  { value: 'balanced', label: '均衡', hint: '结论与必要的说明兼顾' },
  { value: 'detailed', label: '详细', hint: '分步骤说明，附上依据' },
];

export const answerStyleLabel = (v: AnswerStyle) => ANSWER_STYLES.find((s) => s.value === v)?.label ?? v;

/** A new assistant's starting values. */
export const EMPTY_ASSISTANT: AssistantFields = {
  name: '',
  avatar: '',
  greeting: '',
  description: '',
  answerStyle: 'balanced',
  visibleRange: 'all',
  departIds: [],
  users: [],
};

export const LEAVE_TEXT = 'AI助理的设置尚未保存，离开后将丢失，确定离开吗？';
