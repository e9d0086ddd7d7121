import { useState } from 'react';
import { Alert, Button, Descriptions, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { StatusPanel } from '@/components/status-panel';
import { isNotFound } from '@/lib/http/errors';
import { MemberPicker } from '@/components/directory/member-picker';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { useAppRange, useAppViewers, useChangeAppScope } from '../api/queries';
import type { AppRange, AppViewer } from '../api/types';
import { categoryLabel } from '../constants';
import { AppIcon } from '../components/app-icon';
import { AddDepartsModal } from '../components/add-departs-modal';
import { ScopePartTable } from '../components/scope-part-table';
import { VisibilityModal } from '../components/visibility-modal';
import { MANAGEMENT_PATH } from '../routes';
import { ListSearch } from '@/components/list-kit/list-search';
import { useListState } from '@/components/list-kit/use-list-state';
import { loadErrorText } from '@/components/load-error';

const PAGE_SIZE = 10;

/** /home/scopeofApplicationDetails?id=…: who can see one application (platform-shell §2.1
 *  应用范围管理): its departments and people with counts, and everyone it reaches, searchable.
 *  Without an id the router shows 缺少应用ID instead (the manifest's `requires`). */
export default function ScopeDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id') ?? '';
  const range = useAppRange(id);
  const back = <Button onClick={() => navigate(MANAGEMENT_PATH)}>返回应用管理</Button>;
  if (isNotFound(range.error))
    return (
      <PageFrame>
        <StatusPanel title="应用不存在或已被删除" extra={back} />
      </PageFrame>
    );
  return (
    <PageFrame
      toolbar={back}
      loading={range.isPending}
      error={range.isError && !range.data ? range.error : undefined}
      onRetry={() => void range.refetch()}
    >
      {range.data && <ScopeDetails range={range.data} />}
    </PageFrame>
  );
}

function ScopeDetails({ range }: { range: AppRange }) {
  const change = useChangeAppScope();
  const rowAction = useSubmitOnce();
  const [editing, setEditing] = useState(false);
  const [addingDeparts, setAddingDeparts] = useState(false);
  const [addingPeople, setAddingPeople] = useState(false);
  const limited = range.visibleRange === 3;

  const remove = rowAction.guard(async (what: { departIds?: string[]; lenovoIds?: string[] }, name: string) => {
    if (!(await confirmAction({ content: `确定将「${name}」移出「${range.name}」的可见范围吗？` }))) return;
    await change.mutateAsync({
      id: range.id,
      departIds: what.departIds ?? [],
      lenovoIds: what.lenovoIds ?? [],
      visible: false,
    });
    toastSuccess(`已移除${name}`);
  });
  const add = (departIds: string[], lenovoIds: string[]) =>
    change
      .mutateAsync({ id: range.id, departIds, lenovoIds, visible: true })
      .then(() => toastSuccess('已添加到可见范围'));

  return (
    <>
      <Space align="start" size={16} style={{ marginBottom: 16 }}>
        <AppIcon name={range.name} categoryMark={range.categoryMark} size={48} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {range.name}
          </Typography.Title>
          <Space size={4}>
            <Tag>{categoryLabel(range.categoryMark)}</Tag>
            {range.enable ? <Tag color="green">已启用</Tag> : <Tag color="default">已停用</Tag>}
            <Tag color={limited ? 'orange' : 'blue'}>{limited ? '指定部门和人员可见' : '全员可见'}</Tag>
          </Space>
        </div>
        <Button style={{ marginLeft: 24 }} onClick={() => setEditing(true)}>
          设置可见范围
        </Button>
      </Space>
      <Space size={48} style={{ marginBottom: 16 }}>
        <Statistic title="可见人数" value={range.reachCount} suffix={`/ ${range.staffCount}`} />
        <Statistic title="可见部门" value={limited ? range.departs.length : '全部'} />
        <Statistic title="指定人员" value={limited ? range.users.length : '全部'} />
      </Space>
      {!range.enable && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="该应用已停用，可见范围内的员工暂时无法使用。"
        />
      )}
      {limited ? (
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 24, marginBottom: 24 }}>
          <ScopePartTable
            label="可见部门"
            rows={range.departs}
            rowKey="id"
            emptyText="未指定部门"
            columns={[
              {
                title: '部门',
                key: 'departName',
                render: (_v, d) => <DepartmentRef id={d.id} name={d.departName || undefined} />,
              },
              { title: '人数（含子部门）', dataIndex: 'memberTotal', align: 'right', width: 130 },
            ]}
            addText="添加部门"
            onAdd={() => setAddingDeparts(true)}
            nameOf={(d) => d.departName}
            onRemove={(d) => remove({ departIds: [d.id] }, d.departName)}
            removing={rowAction.pending}
          />
          <ScopePartTable
            label="指定人员"
            rows={range.users}
            rowKey="lenovoId"
            emptyText="未指定人员"
            columns={[
              {
                title: '姓名',
                key: 'name',
                render: (_v, u) => <PersonRef lenovoId={u.lenovoId} name={u.name || undefined} />,
              },
              { title: '部门', key: 'departName', render: (_v, u) => u.departName || '-' },
            ]}
            addText="添加人员"
            onAdd={() => setAddingPeople(true)}
            nameOf={(u) => u.name}
            onRemove={(u) => remove({ lenovoIds: [u.lenovoId] }, u.name)}
            removing={rowAction.pending}
          />
        </div>
      ) : (
        <Descriptions
          size="small"
          style={{ marginBottom: 16 }}
          items={[{ key: 'all', label: '可见范围', children: '企业全体成员均可看到并使用该应用' }]}
        />
      )}
      <Viewers id={range.id} total={range.reachCount} />
      {editing && (
        <VisibilityModal
          app={{ ...range, visibleDeparts: range.departs, visibleUsers: range.users }}
          onClose={() => setEditing(false)}
        />
      )}
      {addingDeparts && <AddDepartsModal onAdd={(ids) => add(ids, [])} onClose={() => setAddingDeparts(false)} />}
      <MemberPicker
        open={addingPeople}
        title="添加可见人员"
        onCancel={() => setAddingPeople(false)}
        onOk={(list) =>
          add(
            [],
            list.map((m) => m.lenovoId),
          ).then(() => setAddingPeople(false))
        }
      />
    </>
  );
}

/** Everyone who can see the application, server-paged and searchable by name or phone. */
function Viewers({ id, total }: { id: string; total: number }) {
  const list = useListState({ pageSize: PAGE_SIZE });
  const viewers = useAppViewers({ id, keyword: list.term, page: list.page, size: list.size });
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          可见成员（{total}人）
        </Typography.Title>
        <ListSearch list={list} label="搜索可见成员" placeholder="搜索姓名或手机号" width={240} />
      </Space>
      <Table<AppViewer>
        size="small"
        rowKey="lenovoId"
        aria-label="可见成员"
        loading={isWaiting(viewers)}
        dataSource={viewers.data?.list ?? []}
        locale={{ emptyText: viewers.isError ? loadErrorText(viewers.error) : '没有可见成员' }}
        pagination={{
          current: list.page,
          pageSize: list.size,
          total: viewers.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 人`,
          onChange: list.goTo,
        }}
        columns={[
          { title: '姓名', dataIndex: 'name' },
          { title: '部门', dataIndex: 'departName' },
          { title: '可见方式', dataIndex: 'via' },
        ]}
      />
    </>
  );
}
