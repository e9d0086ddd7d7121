export const STATUS_OPTIONS = [
  { value: '', label: '全部状态' },
  { value: 0, label: '草稿' },
  { value: 1, label: '已发布' },
];
export const statusText = (s: number) => (s === 1 ? '已发布' : '草稿');
export const MAX_ATTACHMENTS = 9;
export const MAX_TITLE = 50;
