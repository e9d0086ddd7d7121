import { Tag, Typography } from 'antd';
import type { KnowledgeDocument } from '../api/types';
import { DOCUMENT_STATUSES } from '../knowledge-constants';

/** 排队中 / 解析中 / 已就绪 / 解析失败, with the reason of a failure under it. */
export function DocumentStatusTag({ doc }: { doc: Pick<KnowledgeDocument, 'status' | 'failReason'> }) {
  const s = DOCUMENT_STATUSES.find((x) => x.value === doc.status);
  return (
    <>
      <Tag color={s?.color}>{s?.label ?? doc.status}</Tag>
      {doc.status === 'failed' && doc.failReason && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {doc.failReason}
        </Typography.Text>
      )}
    </>
  );
}
