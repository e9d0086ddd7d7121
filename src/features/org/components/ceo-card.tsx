import { useState } from 'react';
import { Button, Card, Input, Modal, Radio, Space, theme, Typography } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { CrownOutlined } from '@ant-design/icons';
import { DepartmentNames } from '@/components/department-names';
import { useSearchTerm } from '@/lib/hooks/use-search-term';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { setCeo } from '../api/org-api';
import { useCeo, useEnterpriseUsers, useOrgMutation } from '../api/queries';
import { FAIL } from '../constants';
import { CLEARABLE } from '@/components/clearable';
import { useManageScope } from '@/lib/scope/scope-queries';

/** The enterprise head (/findCeo), chosen among the enterprise's users (/admin/enterpriseUser, /ceo). */
export function CeoCard() {
  const { token } = theme.useToken();
  const ceo = useCeo();
  // the enterprise head is an enterprise-level choice: not a scoped administrator's (assumed contract
  // "Scoped administrators")
  const scoped = useManageScope()?.type === 'departments';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<string>();
  const { term: name, pending } = useSearchTerm(text);
  const users = useEnterpriseUsers(name, open);
  const save = useOrgMutation((id: string) => setCeo(id), { ok: '企业负责人已设置', fail: FAIL.operation });
  const submitOnce = useSubmitOnce();
  const close = () => {
    setOpen(false);
    setChosen(undefined);
    setText('');
  };
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <span>
          <CrownOutlined style={{ color: token.colorWarning }} /> 企业负责人：
          <Typography.Text strong>
            {ceo.isLoading ? '加载中…' : ceo.isError ? '加载失败' : (ceo.data?.name ?? '未设置')}
          </Typography.Text>
          {/* a head outside the caller's 管理范围 is named, read-only (assumed contract "Scoped administrators") */}
          {ceo.data && 'outsideScope' in ceo.data && <Typography.Text type="secondary">（管理范围外）</Typography.Text>}
        </span>
        {!scoped && (
          <Button size="small" type="link" onClick={() => setOpen(true)}>
            {ceo.data ? '更换' : '设置'}
          </Button>
        )}
      </Space>
      <Modal
        open={open}
        title="设置企业负责人"
        onCancel={close}
        okText="确定"
        cancelText="取消"
        okButtonProps={{ disabled: !chosen, loading: submitOnce.pending }}
        onOk={submitOnce.guard(async () => chosen && (await save.mutateAsync(chosen), close()))}
        destroyOnHidden
      >
        <Input.Search
          allowClear={CLEARABLE}
          placeholder="搜索员工姓名"
          aria-label="搜索员工姓名"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)} style={{ width: '100%' }}>
          <SimpleList
            size="small"
            loading={pending || users.isFetching}
            style={{ maxHeight: 360, overflow: 'auto', marginTop: 8 }}
            dataSource={users.data ?? []}
            locale={{ emptyText: '未找到员工' }}
            renderItem={(p) => (
              <SimpleList.Item>
                <Radio value={p.id} aria-label={`${p.name}${p.isCeo ? '（当前负责人）' : ''}`}>
                  {p.name}
                  {p.isCeo ? '（当前负责人）' : ''}
                </Radio>
                <span style={{ color: token.colorTextSecondary }}>
                  <DepartmentNames list={p.departmentList} />
                </span>
              </SimpleList.Item>
            )}
          />
        </Radio.Group>
      </Modal>
    </Card>
  );
}
