import { useState } from 'react';
import { Button, Empty, Modal, Space, Spin, Tag, Typography } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import { useUserApps } from '../api/queries';

/** 员工可见应用: choose one person, see the enabled applications their workbench shows, by group
 *  (/app/userAppList) — a check of the visibility settings from the person's side. */
export function UserAppsModal({ onClose }: { onClose(): void }) {
  const [person, setPerson] = useState<{ lenovoId: string; name: string } | null>(null);
  const [picking, setPicking] = useState(true);
  const apps = useUserApps(person?.lenovoId ?? '');
  if (picking) {
    return (
      <MemberPicker
        open
        title="选择员工"
        multiple={false}
        okText="查看"
        onCancel={() => (person ? setPicking(false) : onClose())}
        onOk={([m]) => {
          setPerson({ lenovoId: m.lenovoId, name: m.name });
          setPicking(false);
        }}
      />
    );
  }
  return (
    <Modal
      open
      title={`${person?.name ?? ''}的工作台应用`}
      onCancel={onClose}
      width={560}
      footer={
        <Space>
          <Button onClick={() => setPicking(true)}>换一位员工</Button>
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </Space>
      }
    >
      <Spin spinning={apps.isFetching}>
        {apps.isError ? (
          <Typography.Text type="danger">获取失败，请稍后重试</Typography.Text>
        ) : apps.data && !apps.data.length ? (
          <Empty description="该员工没有可用的应用" />
        ) : (
          <div role="list" aria-label="工作台应用" style={{ minHeight: 80 }}>
            {(apps.data ?? []).map((g) => (
              <div role="listitem" key={g.groupName} aria-label={g.groupName} style={{ marginBottom: 12 }}>
                <Typography.Text strong>
                  {g.groupName}（{g.apps.length}）
                </Typography.Text>
                <div style={{ marginTop: 6 }}>
                  {g.apps.map((a) => (
                    <Tag key={a.id} style={{ marginBottom: 4 }}>
                      {a.name}
                    </Tag>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </Spin>
    </Modal>
  );
}
