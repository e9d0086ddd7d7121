import { useState } from 'react';
import { Checkbox, Input, Modal, Tag, theme } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { formatDepartmentNames } from '@/components/department-names';
import { PersonRef } from '@/components/directory/person-ref';
import { useSearchTerm } from '@/lib/hooks/use-search-term';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useItSearch } from '../api/queries';
import { CLEARABLE } from '@/components/clearable';

interface Props {
  open: boolean;
  onCancel(): void;
  /** The chosen people, on 确定; returns the call's promise: the picker holds the submit lock until it settles. */
  onOk(lenovoIds: string[]): Promise<unknown>;
}

/** Searches enterprise users by name (/admin/itAdmin/searchEnterpriseUsers) and picks IT administrators. */
export function ItAdminPicker({ open, onCancel, onOk }: Props) {
  const { token } = theme.useToken();
  const submit = useSubmitOnce();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<Array<{ lenovoId: string; name: string }>>([]);
  const { term: search, pending } = useSearchTerm(name);
  const hits = useItSearch(search, open);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setName('');
      setChosen([]);
    }
  }
  const toggle = (u: { lenovoId: string; name: string }) =>
    setChosen((list) =>
      list.some((c) => c.lenovoId === u.lenovoId) ? list.filter((c) => c.lenovoId !== u.lenovoId) : [...list, u],
    );

  return (
    <Modal
      open={open}
      title="添加IT管理员"
      onCancel={onCancel}
      okText="确定"
      cancelText="取消"
      onOk={submit.guard(() => onOk(chosen.map((c) => c.lenovoId)))}
      okButtonProps={{ disabled: !chosen.length, loading: submit.pending }}
      destroyOnHidden
    >
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="输入姓名搜索企业成员"
        aria-label="搜索企业成员"
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <div style={{ margin: '8px 0', minHeight: 24 }}>
        {chosen.map((c) => (
          <Tag key={c.lenovoId} closable onClose={() => toggle(c)}>
            <PersonRef lenovoId={c.lenovoId} name={c.name} />
          </Tag>
        ))}
      </div>
      <SimpleList
        size="small"
        loading={pending || hits.isFetching}
        style={{ maxHeight: 320, overflow: 'auto' }}
        dataSource={hits.data ?? []}
        locale={{ emptyText: '未找到相关成员' }}
        renderItem={(u) => (
          <SimpleList.Item>
            <Checkbox
              checked={u.isItAdmin || chosen.some((c) => c.lenovoId === u.lenovoId)}
              disabled={u.isItAdmin}
              onChange={() => toggle(u)}
            >
              {u.name}{' '}
              <span style={{ color: token.colorTextSecondary }}>
                {formatDepartmentNames(u.departmentList)}
                {u.isItAdmin ? '（已是IT管理员）' : ''}
              </span>
            </Checkbox>
          </SimpleList.Item>
        )}
      />
    </Modal>
  );
}
