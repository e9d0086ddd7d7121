import { useState } from 'react';
import { Breadcrumb, Button, Checkbox, Empty, Input, Modal, Radio, Spin, Tag, theme } from 'antd';
import { ApartmentOutlined, RightOutlined } from '@ant-design/icons';
import { useSearchTerm } from '@/lib/hooks/use-search-term';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useMemberSearch, useTreeAndPerson } from './queries';
import { formatDepartmentNames } from '../department-names';
import type { DepartNode, Member } from './types';
import { CLEARABLE } from '@/components/clearable';

interface MemberPickerProps {
  open: boolean;
  title?: string;
  multiple?: boolean;
  initial?: Member[];
  /** members that cannot be chosen (already added), by id */
  excludeIds?: ReadonlySet<string>;
  onCancel(): void;
  /** The choice, on 确定. A picker whose 确定 writes returns the call's promise: the picker holds the
   *  submit lock (and shows 确定 loading) until it settles, so a double-click writes once. */
  onOk(members: Member[]): unknown;
  okText?: string;
}

/** Picks enterprise members: search by name/phone (debounced 500 ms) or browse the department tree. */
export function MemberPicker({
  open,
  title = '选择成员',
  multiple = true,
  initial = [],
  excludeIds,
  onCancel,
  onOk,
  okText = '确定',
}: MemberPickerProps) {
  const { token } = theme.useToken();
  const submit = useSubmitOnce();
  const [text, setText] = useState('');
  const [path, setPath] = useState<DepartNode[]>([]);
  const [chosen, setChosen] = useState<Member[]>(initial);
  const { term: search, pending } = useSearchTerm(text);
  // Reset each time it opens, so a cancelled choice never leaks into the next one.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setChosen(initial);
      setText('');
      setPath([]);
    }
  }
  const current = path.at(-1)?.id;
  const browse = useTreeAndPerson(current, open && !search);
  const found = useMemberSearch(search, open && !!search);

  const isChosen = (m: Member) => chosen.some((c) => c.id === m.id);
  const toggle = (m: Member) =>
    setChosen((list) => (isChosen(m) ? list.filter((c) => c.id !== m.id) : multiple ? [...list, m] : [m]));
  const members = (search ? found.data : browse.data?.persons) ?? [];
  const loading = pending || (search ? found.isFetching : browse.isFetching);

  return (
    <Modal
      open={open}
      title={title}
      width={720}
      onCancel={onCancel}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ disabled: !chosen.length, loading: submit.pending }}
      onOk={submit.guard(() => onOk(chosen))}
      destroyOnHidden
    >
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, minHeight: 360 }}>
        <div>
          <Input.Search
            allowClear={CLEARABLE}
            placeholder="搜索姓名或手机号"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-label="搜索成员"
          />
          {!search && (
            <Breadcrumb
              style={{ margin: '8px 0' }}
              items={[
                { title: <a onClick={() => setPath([])}>全部</a> },
                ...path.map((d, i) => ({ title: <a onClick={() => setPath(path.slice(0, i + 1))}>{d.departName}</a> })),
              ]}
            />
          )}
          <Spin spinning={loading}>
            <div
              role="list"
              aria-label="成员列表"
              aria-busy={loading}
              style={{ maxHeight: 300, overflow: 'auto', marginTop: 8 }}
            >
              {!search &&
                (browse.data?.departments ?? []).map((d) => (
                  <div
                    role="listitem"
                    key={d.id}
                    onClick={() => setPath([...path, d])}
                    style={{ cursor: 'pointer', padding: '6px 4px', display: 'flex', gap: 6 }}
                  >
                    <ApartmentOutlined />{' '}
                    <span style={{ flex: 1 }}>
                      {d.departName}（{d.memberTotal}）
                    </span>{' '}
                    <RightOutlined />
                  </div>
                ))}
              {members.map((m) => (
                <div role="listitem" key={m.id} style={{ padding: '6px 4px' }}>
                  {/* one person (a receiver, say) is a choice among radios, not checkboxes that look like several */}
                  {multiple ? (
                    <Checkbox checked={isChosen(m)} disabled={excludeIds?.has(m.id)} onChange={() => toggle(m)}>
                      {m.name}{' '}
                      <span style={{ color: token.colorTextSecondary }}>{formatDepartmentNames(m.departmentList)}</span>
                    </Checkbox>
                  ) : (
                    <Radio
                      name="member-picker-choice"
                      checked={isChosen(m)}
                      disabled={excludeIds?.has(m.id)}
                      onChange={() => setChosen([m])}
                    >
                      {m.name}{' '}
                      <span style={{ color: token.colorTextSecondary }}>{formatDepartmentNames(m.departmentList)}</span>
                    </Radio>
                  )}
                </div>
              ))}
              {!loading && !members.length && (search || !browse.data?.departments.length) && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search ? '未找到相关成员' : '暂无成员'} />
              )}
            </div>
          </Spin>
        </div>
        <div>
          <div style={{ marginBottom: 8 }}>
            已选择 {chosen.length} 人{' '}
            {chosen.length > 0 && (
              <Button type="link" size="small" onClick={() => setChosen([])}>
                清空
              </Button>
            )}
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
            {chosen.map((m) => (
              <Tag key={m.id} closable onClose={() => toggle(m)}>
                {m.name}
              </Tag>
            ))}
          </div>
        </div>
      </div>
    </Modal>
  );
}
