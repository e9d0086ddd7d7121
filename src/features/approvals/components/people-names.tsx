import { Fragment } from 'react';
import { PersonRef } from '@/components/directory/person-ref';
import type { UserRef } from '../api/types';

/** People an approval names, joined with 、: each by current name, with 已离职 / 已删除
 *  (docs/product.md Part D §3). */
export function PeopleNames({ list }: { list: UserRef[] }) {
  if (!list.length) return <>—</>;
  return (
    <>
      {list.map((u, i) => (
        <Fragment key={u.lenovoId}>
          {i > 0 && '、'}
          <PersonRef lenovoId={u.lenovoId} name={u.name} />
        </Fragment>
      ))}
    </>
  );
}
