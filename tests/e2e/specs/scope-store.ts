import type { Page } from '@playwright/test';

// What the sandbox holds about 欧阳敏's 管理范围, read from the store it saves in the page's
// localStorage after every write (src/sandbox/db.ts): the figures a spec expects come from the seed
// the page runs on, and what a save kept is read where the server keeps it, not from the console.

export interface ScopeFacts {
  /** the enterprise head's name */
  head: string;
  /** per department of hers: its active people, with every sub-department's */
  totals: Record<string, number>;
  /** the names of a person's departments outside her scope */
  outsideDepartmentsOf: Record<string, string[]>;
  /** per attendance group: its members inside her scope, and outside */
  groups: Record<string, { inside: number; outside: number }>;
}

/** Reads the saved store and judges it by her scope (the admin's own name: `admin`). */
export function readScopeFacts(page: Page, admin: string, people: string[]): Promise<ScopeFacts> {
  return page.evaluate(
    ({ admin, people }) => {
      type Row = Record<string, unknown>;
      const db = JSON.parse(localStorage.getItem('eac.sandbox.db')!) as { tables: Record<string, Row[]> };
      const t = db.tables;
      const me = t.staff.find((p) => p.name === admin)!;
      const e = me.enterpriseNumber;
      const scope = t.memberships.find((m) => m.enterpriseNumber === e && m.lenovoId === me.lenovoId)!.manageScope as {
        departmentIds: string[];
      };
      const deps = t.departments.filter((d) => d.enterpriseNumber === e);
      const staff = t.staff.filter((p) => p.enterpriseNumber === e);
      /** a department and every one below it */
      const below = (ids: string[]) => {
        const all = new Set(ids);
        for (let grew = true; grew;) {
          grew = false;
          for (const d of deps)
            if (all.has(d.parentDepartId as string) && !all.has(d.id as string)) grew = !!all.add(d.id as string);
        }
        return all;
      };
      const cover = below(scope.departmentIds);
      const inIt = (p: Row, ids: Set<string>) => (p.departIds as string[]).some((id) => ids.has(id));
      const hers = new Set(staff.filter((p) => inIt(p, cover)).map((p) => p.lenovoId as string));
      const nameOf = (id: string) => deps.find((d) => d.id === id)?.departName as string;
      return {
        head: staff.find((p) => p.isCeo)!.name as string,
        totals: Object.fromEntries(
          scope.departmentIds.map((id) => [
            nameOf(id),
            staff.filter((p) => p.status !== 'departure' && inIt(p, below([id]))).length,
          ]),
        ),
        outsideDepartmentsOf: Object.fromEntries(
          people.map((n) => [
            n,
            (staff.find((p) => p.name === n)!.departIds as string[]).filter((id) => !cover.has(id)).map(nameOf),
          ]),
        ),
        groups: Object.fromEntries(
          (t.attendanceGroups ?? [])
            .filter((g) => g.enterpriseNumber === e)
            .map((g) => {
              const ids = g.memberIds as string[];
              const inside = ids.filter((id) => hers.has(id)).length;
              return [g.name as string, { inside, outside: ids.length - inside }];
            }),
        ),
      };
    },
    { admin, people },
  );
}
