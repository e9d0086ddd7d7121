// Not on ListTable: a failure shows the server's reason (no 变更日志 menu), not 获取数据失败 with 重试.
import { useState } from 'react';
import { Alert, Divider, Table } from 'antd';
import { ChangeDiff } from '@/components/change-diff';
import { isWaiting } from '@/lib/query/list-subject';
import type { PersonChange } from '../api/profile-api';
import { usePersonHistory } from '../api/queries';
import { PROFILE_CHANGES } from '../constants';

/** The staff profile's 变更历史: every change log entry that touched the person, newest first, paged;
 *  an edit expands to 字段 / 修改前 / 修改后. A failure (e.g. no 变更日志 menu) shows the server's message. */
export function PersonHistory({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const q = usePersonHistory(userId, page);
  return (
    <section aria-label="变更历史">
      <Divider titlePlacement="start">变更历史</Divider>
      {q.isError && !q.data ? (
        <Alert type="warning" showIcon title={q.error?.message || '加载失败'} />
      ) : (
        <Table<PersonChange>
          rowKey="id"
          size="small"
          loading={isWaiting(q)}
          dataSource={q.data?.list ?? []}
          locale={{ emptyText: q.isPending ? '加载中…' : '暂无变更记录' }}
          expandable={{
            rowExpandable: (r) => r.changes.length > 0,
            expandedRowRender: (r) => <ChangeDiff changes={r.changes} />,
          }}
          pagination={{
            current: page,
            pageSize: PROFILE_CHANGES,
            total: q.data?.total ?? 0,
            hideOnSinglePage: true,
            showTotal: (t) => `共 ${t} 条`,
            onChange: setPage,
          }}
          columns={[
            { title: '时间', dataIndex: 'creatDate', width: 170 },
            { title: '类型', dataIndex: 'operationType', width: 100 },
            { title: '操作人', dataIndex: 'name', width: 90 },
            { title: '内容', dataIndex: 'keyword' },
          ]}
        />
      )}
    </section>
  );
}
