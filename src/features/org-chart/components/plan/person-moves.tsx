import { Typography } from 'antd';
import { Fragment, useState } from 'react';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { PersonMove } from '../../api/plan-types';
import { pageRows, PanelPager } from './panel-pager';

/** The people the plan moves: their departments 调整前 → 调整后, by name. */
export function PersonMoves({ people, names }: { people: PersonMove[]; names: ReadonlyMap<string, string> }) {
  const [page, setPage] = useState(1);
  if (!people.length) return null;
  // by the plan's names; a department the review does not hold is resolved by its reference
  const list = (ids: string[]) =>
    ids.length
      ? ids.map((id, i) => (
          <Fragment key={id}>
            {i > 0 && '、'}
            {names.get(id) ?? <DepartmentRef id={id} />}
          </Fragment>
        ))
      : '无';
  return (
    <section aria-label="人员调动">
      <Typography.Title level={5}>人员调动（{people.length}）</Typography.Title>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {pageRows(people, page).map((p) => (
          <li key={p.staffId} style={{ padding: '4px 0' }}>
            <PersonRef userId={p.staffId} name={p.name} />：{list(p.beforeDepartIds)} → {list(p.afterDepartIds)}
          </li>
        ))}
      </ul>
      <PanelPager page={page} total={people.length} onChange={setPage} />
    </section>
  );
}
