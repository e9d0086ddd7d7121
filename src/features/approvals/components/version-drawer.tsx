// Not on ListTable: a drawer's list of one approval's saves, each viewed or restored, with its own 重试 alert.
import { useState } from 'react';
import { Alert, Button, Drawer, Space, Table, Tag, type TableColumnsType } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useApprovalVersions, useRestoreVersion } from '../api/history-queries';
import type { ApprovalSummary, ApprovalVersion } from '../api/types';
import { VersionView } from './version-view';

const PAGE_SIZE = 10;

/** 版本记录 of one approval: its saves newest first; view one read-only or restore it (a new save). */
export function VersionDrawer({ approval, onClose }: { approval: ApprovalSummary | null; onClose(): void }) {
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const versions = useApprovalVersions(approval?.id ?? null, page, PAGE_SIZE);
  const restore = useRestoreVersion();
  const once = useSubmitOnce();

  const onRestore = once.guard(async (v: ApprovalVersion) => {
    if (!(await confirmAction({ content: `确定恢复到版本 V${v.version} 吗？恢复后将保存为一个新版本。` }))) return;
    await restore.mutateAsync(v.id);
    toastSuccess(`已恢复到版本 V${v.version}`);
    setPage(1);
  });

  const columns: TableColumnsType<ApprovalVersion> = [
    {
      key: 'version',
      title: '版本号',
      width: 150,
      render: (_, v) => (
        <Space size={4}>
          {`V${v.version}`}
          {v.current && <Tag color="blue">当前</Tag>}
          {v.restoredFrom !== null && <Tag>{`恢复自 V${v.restoredFrom}`}</Tag>}
        </Space>
      ),
    },
    {
      key: 'savedBy',
      title: '保存人',
      render: (_, v) => <PersonRef lenovoId={v.savedBy.lenovoId} name={v.savedBy.name} />,
    },
    { key: 'saveTime', title: '保存时间', dataIndex: 'saveTime', width: 170 },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      render: (_, v) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(v.id)} aria-label={`查看：V${v.version}`}>
            查看
          </Button>
          {!v.current && (
            <Button
              type="link"
              size="small"
              disabled={once.pending}
              onClick={() => void onRestore(v)}
              aria-label={`恢复此版本：V${v.version}`}
            >
              恢复此版本
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Drawer
      open={!!approval}
      onClose={onClose}
      title={approval ? `版本记录：${approval.approveName}` : '版本记录'}
      size="large"
      destroyOnHidden
    >
      {versions.isError ? (
        <Alert
          type="error"
          showIcon
          title="版本记录获取失败，请稍后重试"
          action={
            <Button size="small" onClick={() => void versions.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Table<ApprovalVersion>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={versions.data?.list ?? []}
          loading={versions.isFetching}
          locale={{ emptyText: versions.isPending ? ' ' : '暂无版本记录' }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: versions.data?.total ?? 0,
            hideOnSinglePage: true,
            onChange: setPage,
          }}
        />
      )}
      <VersionView id={viewing} onClose={() => setViewing(null)} />
    </Drawer>
  );
}
