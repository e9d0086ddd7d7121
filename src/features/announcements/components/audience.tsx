import { Fragment } from 'react';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { Announcement } from '../api/types';

const SHOWN = 5;

/** 接收范围 in words: 全员, the departments, or the people, by name with 已离职 / 已删除 for those gone
 *  since it was saved (docs/product.md Part D §1, §3: a published announcement keeps a deleted
 *  department as history); 5 names, then 等N个. */
export function Audience({ a }: { a: Pick<Announcement, 'audienceType' | 'departments' | 'people'> }) {
  if (a.audienceType === 0) return <>全员</>;
  const refs =
    a.audienceType === 1
      ? a.departments.map((d) => <DepartmentRef key={d.id} id={d.id} name={d.departName || undefined} />)
      : a.people.map((p) => <PersonRef key={p.lenovoId} lenovoId={p.lenovoId} name={p.name || undefined} />);
  if (!refs.length) return <>无接收人员</>;
  return (
    <>
      {a.audienceType === 1 ? '部门：' : '人员：'}
      {refs.slice(0, SHOWN).map((ref, i) => (
        <Fragment key={ref.key}>
          {i > 0 && '、'}
          {ref}
        </Fragment>
      ))}
      {refs.length > SHOWN && ` 等${refs.length}个`}
    </>
  );
}

/** The author with their state; the public page (a member's, without a console session) shows the name only. */
export function Author({ a, plain = false }: { a: Pick<Announcement, 'author' | 'authorLenovoId'>; plain?: boolean }) {
  return plain || !a.authorLenovoId ? (
    <>{a.author}</>
  ) : (
    <PersonRef lenovoId={a.authorLenovoId} name={a.author || undefined} />
  );
}
