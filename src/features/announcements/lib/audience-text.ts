import type { Announcement } from '../api/types';

const SHOWN = 5;
const names = (list: string[]) => (list.length > SHOWN ? `${list.slice(0, SHOWN).join('、')} 等${list.length}个` : list.join('、'));

/** 接收范围 in words: 全员, the departments, or the people. */
export function audienceText(a: Pick<Announcement, 'audienceType' | 'departments' | 'people'>) {
  if (a.audienceType === 1) return `部门：${names(a.departments.map((d) => d.departName))}`;
  if (a.audienceType === 2) return `人员：${names(a.people.map((p) => p.name))}`;
  return '全员';
}
