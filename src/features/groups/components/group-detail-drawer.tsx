import { Descriptions, Drawer, Table, Tag } from 'antd';
import { PersonRef } from '@/components/directory/person-ref';
import type { GroupChat } from '../api/groups-api';
import { useGroupDetail, useGroupInfo } from '../api/queries';
import { NATURE_LABEL, PROPERTY_LABEL } from '../constants';
import { loadErrorText } from '@/components/load-error';

/** A group's details (/search/findGroupInfo) and members (/group_detail). */
export function GroupDetailDrawer({ group, onClose }: { group: GroupChat; onClose(): void }) {
  const info = useGroupInfo(group.groupId);
  const detail = useGroupDetail(group.groupId);
  const g = info.data ?? group;
  return (
    <Drawer open title={`群聊详情：${g.groupName}`} size="large" onClose={onClose}>
      <Descriptions
        column={2}
        size="small"
        items={[
          { key: 'p', label: '群类型', children: PROPERTY_LABEL[g.property] },
          { key: 'n', label: '群性质', children: NATURE_LABEL[g.nature] },
          { key: 'o', label: '群主', children: g.ownerId ? <PersonRef userId={g.ownerId} name={g.ownerName} /> : '-' },
          { key: 'c', label: '成员数', children: g.memberCount },
          { key: 't', label: '创建时间', children: g.createTime },
        ]}
      />
      <Table
        size="small"
        rowKey="id"
        style={{ marginTop: 16 }}
        loading={detail.isLoading}
        dataSource={detail.data?.members ?? []}
        locale={{ emptyText: detail.isError ? loadErrorText(detail.error) : '暂无成员' }}
        columns={[
          {
            title: '姓名',
            dataIndex: 'name',
            render: (v: string, m) => (
              <>
                <PersonRef userId={m.id} name={v} /> {m.isOwner && <Tag color="blue">群主</Tag>}
              </>
            ),
          },
          { title: '手机号', dataIndex: 'telephone' },
          { title: '职位', dataIndex: 'position' },
        ]}
      />
    </Drawer>
  );
}
