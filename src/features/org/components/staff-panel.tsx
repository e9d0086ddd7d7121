// Not on the list kit: its paging and filters live in the address beside the tree's department, and its render is tuned for the large seed (architecture.md).
import { memo, useCallback, useMemo } from 'react';
import { Button, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useNavigate } from 'react-router-dom';
import { BatchActions } from '@/components/batch-actions';
import { DepartmentNames } from '@/components/department-names';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastError } from '@/lib/feedback/toast';
import { useSession } from '@/stores/session';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { STAFF_STATUS_LABEL } from '@/lib/org/types';
import { isWaiting } from '@/lib/query/list-subject';
import { deleteStaff } from '../api/org-api';
import { useOrgMutation, useStaffList } from '../api/queries';
import type { DepartTreeNode, Staff, StatusFilter } from '../api/types';
import { deleteStaffQuestion, FAIL, NUC_LIST_PATH, STATUS_OPTIONS } from '../constants';
import { lazyNamed } from '@/lib/lazy-named';
import { departRefusal } from '../staff-guard';
import { CLEARABLE } from '@/components/clearable';
import { useStaffDialogs } from './use-staff-dialogs';
import { useStaffExport } from './use-staff-export';
import { useStaffFilters } from './use-staff-filters';
import { useStaffPagination } from './use-staff-pagination';
import { useStaffSelection } from './use-staff-selection';
import { loadErrorText } from '@/components/load-error';
import { LinkButton } from '@/components/link-button';
import { CellTag } from '@/components/cell-tag';
import { RowActions } from '@/components/list-kit/row-actions';

// Dialogs and drawers load when first opened, not with the page.
const AdvancedSearchModal = lazyNamed(() => import('./advanced-search-modal').then((m) => m.AdvancedSearchModal));
const MoveStaffModal = lazyNamed(() => import('./move-staff-modal').then((m) => m.MoveStaffModal));
const ImportStaffModal = lazyNamed(() => import('./import-staff-modal').then((m) => m.ImportStaffModal));
const StaffFormDrawer = lazyNamed(() => import('./staff-form-drawer').then((m) => m.StaffFormDrawer));
const StaffProfileDrawer = lazyNamed(() => import('./staff-profile-drawer').then((m) => m.StaffProfileDrawer));

const NO_STAFF: Staff[] = [];
/** A name, then its tags: as antd's `<Space size={4}>`, without its items' components per row. */
const NAME_CELL = { display: 'inline-flex', alignItems: 'center', gap: 4 } as const;

/** The table never scrolls (no `scroll`), but antd's Table measures a scrollbar on it when it mounts
 *  and renders all its rows again with the width found; with none to find, that second render is not
 *  needed, and the page's first showing is one task shorter. */
const NO_SCROLLBAR_TO_MEASURE = { content: { scrollbarWidth: 'none' } } as const;

/** antd's Table renders again with its parent even when its props are the same; the panel
 *  re-renders for its heading, toolbar and search text, so the table is memoised on its props. */
const StaffTable = memo(function StaffTable(props: TableProps<Staff>) {
  return <Table<Staff> {...props} styles={NO_SCROLLBAR_TO_MEASURE} />;
});

/** The staff of the selected department: server-side search, paging and status filter
 *  (`useStaffFilters`). Columns are built once (the table re-renders only when its rows or state
 *  change). */
export function StaffPanel({ depart }: { depart?: DepartTreeNode }) {
  const navigate = useNavigate();
  const myLenovoId = useSession((s) => s.userInfo?.lenovoId);
  const filters = useStaffFilters(depart);
  const { status, advanced } = filters;
  const selection = useStaffSelection();
  const { selected, ids } = selection;
  const { dialog, setDialog, editing, setEditing, viewing, setViewing } = useStaffDialogs();
  const exporter = useStaffExport();
  const list = useStaffList(filters.query);
  const remove = useOrgMutation(deleteStaff, { ok: '员工已删除', fail: FAIL.batch }, { lifecycle: true });
  const batchOnce = useSubmitOnce();
  const batch = (content: string, danger: boolean, call: (ids: string[]) => Promise<unknown>) =>
    batchOnce.run(async () => {
      if (!(await confirmAction({ content, danger }))) return;
      await call(ids);
      selection.clear();
    });
  /** 离职 is offered only for active members other than oneself and the enterprise head. */
  const canDepart = useCallback(
    (s: Staff) => s.status !== 'departure' && !departRefusal([s], myLenovoId),
    [myLenovoId],
  );
  /** 离职, one or several: the departure handover wizard with these people. */
  const leave = useCallback(
    (...people: Staff[]) =>
      navigate(
        `/home/organization/leave_person?${people.map((s) => `id=${encodeURIComponent(s.id)}&name=${encodeURIComponent(s.name)}&lenovoId=${encodeURIComponent(s.lenovoId)}`).join('&')}`,
      ),
    [navigate],
  );
  /** Batch 离职 / 删除: refused here, before any call, when the selection holds oneself or the head. */
  const guarded = (run: () => void) => () => {
    const refusal = departRefusal(selected, myLenovoId);
    if (refusal) toastError(refusal);
    else run();
  };

  const columns = useMemo<ColumnsType<Staff>>(
    () => [
      {
        title: '姓名',
        dataIndex: 'name',
        onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
        render: (_v, s) => (
          <span style={NAME_CELL}>
            <LinkButton flush onClick={() => setViewing(s)}>
              {s.name}
            </LinkButton>
            {s.isCeo && <CellTag color="gold">企业负责人</CellTag>}
            {s.status && (
              <CellTag color={s.status === 'departure' ? undefined : 'orange'}>{STAFF_STATUS_LABEL[s.status]}</CellTag>
            )}
          </span>
        ),
      },
      { title: '手机号', dataIndex: 'telephone', onCell: () => ({ style: { whiteSpace: 'nowrap' } }) },
      { title: '邮箱', dataIndex: 'email', ellipsis: true },
      { title: '职位', dataIndex: 'position', ellipsis: true },
      {
        title: '部门',
        dataIndex: 'departmentList',
        ellipsis: true,
        render: (list: Staff['departmentList']) => <DepartmentNames list={list} />,
      },
      {
        title: '操作',
        key: 'actions',
        width: 110,
        render: (_v, s) =>
          s.status === 'departure' ? (
            '-'
          ) : (
            <RowActions
              of={s.name}
              actions={[
                { label: '编辑', onClick: () => setEditing(s) },
                canDepart(s) && { label: '离职', onClick: () => leave(s) },
              ]}
            />
          ),
      },
    ],
    [canDepart, leave, setEditing, setViewing],
  );
  const pagination = useStaffPagination(filters.paging, list.data?.total ?? 0, filters.pageTo);
  const emptyText = list.isError ? loadErrorText(list.error) : list.isPending ? '加载中…' : '暂无员工';
  const locale = useMemo(() => ({ emptyText }), [emptyText]);

  const toolbar = (
    <Space wrap>
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/手机号/邮箱"
        aria-label="搜索员工"
        style={{ width: 220 }}
        value={filters.text}
        onChange={(e) => filters.changeText(e.target.value)}
      />
      <Button onClick={() => setDialog('advanced')}>高级搜索</Button>
      {advanced && (
        <Tag closable onClose={filters.clearAdvanced}>
          高级搜索中
        </Tag>
      )}
      <Segmented
        aria-label="员工状态"
        options={STATUS_OPTIONS}
        value={status}
        onChange={(v) => {
          filters.changeStatus(v as StatusFilter);
          selection.clear();
        }}
      />
    </Space>
  );
  const actions = (
    <Space wrap style={{ margin: '12px 0' }}>
      <Button
        type="primary"
        onClick={() => navigate(`/home/organization/member_add${depart ? `?departId=${depart.id}` : ''}`)}
      >
        添加员工
      </Button>
      <Button onClick={() => setDialog('import')}>导入员工</Button>
      <Button onClick={() => navigate('/home/organization/leave_tables')}>离职员工</Button>
      <Button onClick={() => navigate(NUC_LIST_PATH)}>未激活成员</Button>
      <BatchActions
        count={ids.length}
        busy={exporter.exporting || batchOnce.pending}
        actions={[
          {
            key: 'export',
            label: '导出',
            run: () => exporter.run(ids),
          },
          { key: 'move', label: '调整部门', disabled: status === 'departure', run: () => setDialog('move') },
          {
            key: 'resign',
            label: '批量离职',
            disabled: status === 'departure',
            run: guarded(() => leave(...selected)),
          },
          {
            key: 'delete',
            label: '批量删除',
            danger: true,
            run: guarded(
              () =>
                void batch(
                  deleteStaffQuestion(ids.length, selected.filter((s) => s.status !== 'departure').length),
                  true,
                  remove.mutateAsync,
                ),
            ),
          },
        ]}
      />
    </Space>
  );

  return (
    <div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {depart?.departName ?? '全部员工'}
        </Typography.Title>
        {toolbar}
      </div>
      {actions}
      <StaffTable
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? NO_STAFF}
        loading={isWaiting(list)}
        locale={locale}
        rowSelection={selection.rowSelection}
        pagination={pagination}
      />
      {dialog === 'advanced' && (
        <AdvancedSearchModal
          initial={advanced}
          onClose={() => setDialog(null)}
          onSearch={(v) => {
            filters.searchAdvanced(v);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'move' && (
        <MoveStaffModal
          staff={selected}
          // a scoped administrator's root is one of her departments: moved from it, not from all
          fromId={filters.listedDepartId}
          onClose={() => {
            setDialog(null);
            selection.clear();
          }}
        />
      )}
      {dialog === 'import' && <ImportStaffModal onClose={() => setDialog(null)} />}
      {viewing && (
        <StaffProfileDrawer
          staff={viewing}
          onClose={() => setViewing(null)}
          onEdit={() => {
            setEditing(viewing);
            setViewing(null);
          }}
          onDepart={canDepart(viewing) ? () => leave(viewing) : null}
        />
      )}
      {editing && <StaffFormDrawer staff={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}
