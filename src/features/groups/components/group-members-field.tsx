import { useState } from 'react';
import { Button, Form, Select, Space, Tag } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import { usePersonRefs } from '@/components/directory/ref-queries';
import { personDisplay, RefText, refLabel } from '@/components/directory/ref-text';
import { HiddenPartNote } from '@/components/directory/hidden-part-note';
import { MIN_MEMBERS, NO_OWNER } from '../constants';

export type Picked = { id: string; name: string };

interface Props {
  members: Picked[];
  /** members outside a scoped administrator's 管理范围: not listed, kept by the server */
  hidden?: number;
  /** '' while no member is chosen as the owner */
  ownerId: string;
  onMembers(members: Picked[]): void;
  onOwner(id: string): void;
}

/** A group's members (tags: 已离职 / 已删除 for someone who left since the form opened, removable;
 *  docs/product.md Part D §3) and its owner, one of them. */
export function GroupMembersField({ members, hidden = 0, ownerId, onMembers, onOwner }: Props) {
  const [picking, setPicking] = useState(false);
  const refs = usePersonRefs({ userIds: members.map((m) => m.id) });
  const shown = (m: Picked) => personDisplay(refs.get(m.id), m.name);
  return (
    <>
      <Form.Item
        label={`群成员（${members.length}人，至少${MIN_MEMBERS}人）`}
        required
        extra={<HiddenPartNote count={hidden} unit="人" />}
      >
        <Space wrap>
          {members.map((m) => {
            const s = shown(m);
            return (
              <Tag
                key={m.id}
                closable
                closeIcon={<span aria-label={`移除${s.text}`}>×</span>}
                onClose={() => onMembers(members.filter((x) => x.id !== m.id))}
              >
                <RefText {...s} />
              </Tag>
            );
          })}
          <Button size="small" onClick={() => setPicking(true)}>
            选择成员
          </Button>
        </Space>
      </Form.Item>
      <Form.Item label="群主" htmlFor="group-owner" required>
        <Select
          id="group-owner"
          aria-label="群主"
          placeholder={NO_OWNER}
          value={ownerId || undefined}
          onChange={onOwner}
          options={members.map((m) => ({ value: m.id, label: refLabel(shown(m)) }))}
        />
      </Form.Item>
      <MemberPicker
        open={picking}
        title="选择群成员"
        initial={members.map((m) => ({
          id: m.id,
          name: m.name,
          lenovoId: '',
          telephone: '',
          email: '',
          position: '',
          status: '',
          departmentList: [],
        }))}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          onMembers(list.map((m) => ({ id: m.id, name: m.name })));
          setPicking(false);
        }}
      />
    </>
  );
}
