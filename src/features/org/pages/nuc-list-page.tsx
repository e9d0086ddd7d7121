import { useState } from 'react';
import { Button, Input, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { DepartmentNames } from '@/components/department-names';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { useNucCounts, useStaffList } from '../api/queries';
import type { NucStatus, Staff } from '../api/types';
import { DEFAULT_PAGE_SIZE, NUC_LABEL } from '../constants';
import { InvitePeopleModal } from '@/components/invite-people-modal';
import { sendInvitation } from '../api/org-api';
import { namedSelection } from '@/components/named-selection';
import { CLEARABLE } from '@/components/clearable';

const STATUSES: NucStatus[] = ['unactivated', 'unjoined'];

/** /home/organization/nucList: members who have not activated their account (未激活) or not joined
 *  the enterprise (未加入), so that an administrator can find them and invite them again. */
export default function NucListPage() {
  const navigate = useNavigate();
  const [status, setStatus] = useState<NucStatus>('unactivated');
  const [text, setText] = useState('');
  const keyWord = useDebouncedValue(text.trim());
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  const [selected, setSelected] = useState<Staff[]>([]);
  const [inviting, setInviting] = useState<Staff[] | null>(null);
  const list = useStaffList({ status, keyWord, ...paging });
  const counts = useNucCounts(keyWord);
  const ids = selected.map((s) => s.id);
  const first = () => setPaging((p) => ({ ...p, page: 1 }));

  const columns: ColumnsType<Staff> = [
    { title: '姓名', dataIndex: 'name' },
    { title: '手机号', dataIndex: 'telephone', render: (v: string) => v || '-' },
    {
      title: '邮箱',
      dataIndex: 'email',
      ellipsis: true,
      render: (v: string) => v || <Typography.Text type="secondary">未填写</Typography.Text>,
    },
    {
      title: '部门',
      dataIndex: 'departmentList',
      render: (l: Staff['departmentList']) => <DepartmentNames list={l} />,
    },
    { title: '职位', dataIndex: 'position', render: (v: string) => v || '-' },
    {
      title: '状态',
      dataIndex: 'status',
      render: (s: Staff['status']) => <Tag color="orange">{NUC_LABEL[s as NucStatus] ?? s}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_v, s) => (
        <Button type="link" size="small" aria-label={`邀请激活${s.name}`} onClick={() => setInviting([s])}>
          邀请激活
        </Button>
      ),
    },
  ];

  const toolbar = (
    <>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/home/organization')}>
        返回组织架构
      </Button>
      <Segmented<NucStatus>
        aria-label="成员状态"
        value={status}
        options={STATUSES.map((value) => ({
          value,
          label: counts.data ? `${NUC_LABEL[value]}（${counts.data[value]}）` : NUC_LABEL[value],
        }))}
        onChange={(v) => {
          setStatus(v);
          setSelected([]);
          first();
        }}
      />
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索姓名/手机号"
        aria-label="搜索成员"
        style={{ width: 220 }}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          first();
        }}
      />
      <Button type="primary" disabled={!ids.length} onClick={() => setInviting(selected)}>
        批量邀请{ids.length ? `（${ids.length}）` : ''}
      </Button>
    </>
  );
  const empty = !!list.data && !list.isPlaceholderData && list.data.total === 0;

  return (
    <PageFrame
      toolbar={toolbar}
      loading={list.isLoading}
      error={list.isError && !list.data ? list.error : undefined}
      onRetry={() => void list.refetch()}
      empty={empty}
      emptyText={keyWord ? '没有符合条件的成员' : `暂无${NUC_LABEL[status]}成员`}
    >
      <Typography.Paragraph type="secondary">
        未激活：已添加到企业、尚未激活账号的成员；未加入：尚未确认加入企业的成员。可再次通过短信或邮件邀请。
      </Typography.Paragraph>
      <Table<Staff>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={isWaiting(list)}
        rowSelection={namedSelection(
          {
            selectedRowKeys: ids,
            onChange: (_k, rows) => setSelected(rows.filter(Boolean)),
            preserveSelectedRowKeys: true,
          },
          (s) => s.name,
        )}
        pagination={{
          current: paging.page,
          pageSize: paging.size,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (t) => `共 ${t} 人`,
          onChange: (page, size) => setPaging({ page, size }),
        }}
      />
      {inviting && (
        <InvitePeopleModal
          people={inviting}
          title="邀请激活"
          purpose="激活账号并加入企业"
          send={sendInvitation}
          onClose={() => setInviting(null)}
          onSent={() => {
            if (inviting === selected) setSelected([]);
            setInviting(null);
          }}
        />
      )}
    </PageFrame>
  );
}
