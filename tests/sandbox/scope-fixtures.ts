import { db } from '@/sandbox/db';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { coveredBy, type Covered } from '@/sandbox/scope/effective-scope';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { SCOPED_ADMIN, signInAs } from '../sign-in';

// The scoped administrator 欧阳敏 (销售部 and 市场部) and what lies outside her 管理范围.

export const deptId = (name: string) => departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === name)!.id;
const sessionless = () => {
  const m = memberships().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && x.lenovoId === SCOPED_ADMIN)!;
  return m;
};

export function herCover(): Covered {
  const scope = sessionless().manageScope;
  if (scope?.type !== 'departments') throw new Error('the seed lost her scope');
  return coveredBy(MAIN_ENTERPRISE, scope.departmentIds);
}

/** Her session; with every menu page when `allMenus` (so that calls of other pages answer). */
export function scopedToken(allMenus = false) {
  if (allMenus) sessionless().menuIds = menuCatalogue().map((m) => m.id);
  return signInAs(SCOPED_ADMIN);
}

export const inside = () => staffOf(MAIN_ENTERPRISE).filter((p) => herCover().staffIds.has(p.id));
export const outside = () => staffOf(MAIN_ENTERPRISE).filter((p) => !herCover().staffIds.has(p.id));

/** Every string value of an answer that names a person or department outside: their ids, and the
 *  names no one inside shares (the enterprise's own name, its root department's, is not counted). */
export function leaks(answer: unknown): string[] {
  const cover = herCover();
  const insideNames = new Set([
    ...inside().map((p) => p.name),
    ...departmentsOf(MAIN_ENTERPRISE)
      .filter((d) => cover.departments.has(d.id))
      .map((d) => d.departName),
  ]);
  const names = new Set(
    [
      ...outside().map((p) => p.name),
      ...departmentsOf(MAIN_ENTERPRISE)
        .filter((d) => !cover.departments.has(d.id) && d.parentDepartId !== '0')
        .map((d) => d.departName),
    ].filter((n) => !insideNames.has(n)),
  );
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (cover.outside.has(v)) found.add(v);
      for (const token of v.split(/[、，,/\s：:]+/)) if (names.has(token)) found.add(token);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [key, value] of Object.entries(v)) if (!notAbout(v, key)) walk(value);
  };
  walk(answer);
  return [...found];
}

/** Fields that say who did something (the operator of a change), or a place, not whom it is about. */
const notAbout = (row: object, key: string) =>
  key === 'operator' || key === 'location' || ('operationTypeId' in row && (key === 'name' || key === 'lenovoId'));

/** The store as text, sessions aside (a sign-in opens one): a refused write changes nothing else. */
export const storeText = () => JSON.stringify(Object.entries(db().tables).filter(([name]) => name !== 'sessions'));
