import { useState } from 'react';
import { Button, Input } from 'antd';
import { FolderAddOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useInitApprove } from '../api/queries';
import { useApprovalGroups } from '../api/history-queries';
import type { ApprovalGroup, ApprovalSummary } from '../api/types';
import { ApprovalDetailDrawer } from '../components/approval-detail-drawer';
import { ApprovalTable, type RowOpeners } from '../components/approval-table';
import { GroupSections } from '../components/group-sections';
import { GroupNameModal } from '../components/group-name-modal';
import { MoveToGroupModal } from '../components/move-to-group-modal';
import { VersionDrawer } from '../components/version-drawer';
import { DESIGNER_PATH } from '../routes';
import { CLEARABLE } from '@/components/clearable';

/** Approvals (admin-modules §2 examine_management): init, groups as sections, search,
 *  paging, enable, delete, copy, versions, detail, drag reorder within a group. */
export default function ApprovalListPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const name = useDebouncedValue(text.trim());
  const [detailId, setDetailId] = useState<string | null>(null);
  const [versionsOf, setVersionsOf] = useState<ApprovalSummary | null>(null);
  const [moving, setMoving] = useState<ApprovalSummary | null>(null);
  const [naming, setNaming] = useState<{ group?: ApprovalGroup } | null>(null);
  const init = useInitApprove();
  const groups = useApprovalGroups(init.isSuccess);

  const open: RowOpeners = {
    detail: (a) => setDetailId(a.id),
    edit: (a) => navigate(`${DESIGNER_PATH}?id=${encodeURIComponent(a.id)}`),
    versions: setVersionsOf,
    move: setMoving,
  };

  const error = init.error ?? groups.error;
  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索审批名称"
            aria-label="搜索审批名称"
            value={text}
            onChange={(e) => setText(e.target.value)}
            style={{ width: 240 }}
          />
          <Button icon={<FolderAddOutlined />} onClick={() => setNaming({})}>
            新建分组
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DESIGNER_PATH)}>
            新建审批
          </Button>
        </>
      }
      loading={init.isLoading || (groups.isLoading && !groups.data)}
      error={error}
      onRetry={() => void (init.isError ? init.refetch() : groups.refetch())}
    >
      {groups.data &&
        (name ? (
          <ApprovalTable
            key={name}
            name={name}
            ready
            open={open}
            groupNames={new Map(groups.data.map((g) => [g.id, g.groupName]))}
          />
        ) : (
          <GroupSections groups={groups.data} open={open} rename={(group) => setNaming({ group })} />
        ))}
      <ApprovalDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
      <VersionDrawer key={versionsOf?.id} approval={versionsOf} onClose={() => setVersionsOf(null)} />
      {moving && <MoveToGroupModal approval={moving} onClose={() => setMoving(null)} />}
      {naming && <GroupNameModal editing={naming.group} onClose={() => setNaming(null)} />}
    </PageFrame>
  );
}
