import { Fragment } from 'react';
import { Typography } from 'antd';
import { ChangeDiff } from '@/components/change-diff';
import { PersonRef } from '@/components/directory/person-ref';
import type { ChangeEntry } from '../api/changelog-api';

/** An entry expanded: the people it touched by name and state today (已离职 / 已删除, docs/product.md
 *  Part D §3) and, for an edit, 字段 / 修改前 / 修改后. */
export function EntryDetail({ row }: { row: ChangeEntry }) {
  const ids = row.personIds;
  return (
    <>
      {ids.length > 0 && (
        <Typography.Paragraph aria-label="涉及人员" style={{ marginBottom: row.changes.length ? 8 : 0 }}>
          涉及人员：
          {ids.map((id, i) => (
            <Fragment key={id}>
              {i > 0 && '、'}
              <PersonRef userId={id} />
            </Fragment>
          ))}
        </Typography.Paragraph>
      )}
      {row.changes.length > 0 && <ChangeDiff changes={row.changes} />}
    </>
  );
}
