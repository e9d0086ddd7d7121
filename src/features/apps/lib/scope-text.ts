import type { AppInfo } from '../api/types';

/** 全员可见, or the departments and people of a limited scope: at most 2 names, then 等N项. */
export function scopeText(app: Pick<AppInfo, 'visibleRange' | 'visibleDeparts' | 'visibleUsers'>): string {
  if (app.visibleRange === 2) return '全员可见';
  const names = [...app.visibleDeparts.map((d) => d.departName), ...app.visibleUsers.map((u) => u.name)];
  if (!names.length) return '无人可见';
  return names.length <= 2 ? names.join('、') : `${names.slice(0, 2).join('、')} 等${names.length}项`;
}
