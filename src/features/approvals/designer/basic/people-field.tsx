import { useState } from 'react';
import { Button, Space, Tag, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MemberPicker } from '@/components/directory/member-picker';
import { usePersonRefs } from '@/components/directory/ref-queries';
import { personDisplay, RefText } from '@/components/directory/ref-text';
import type { UserRef } from '../../api/types';

interface PeopleFieldProps {
  label: string;
  value: UserRef[];
  /** people who cannot be removed (enterprise administrators) */
  locked?: UserRef[];
  onChange(next: UserRef[]): void;
  disabled?: boolean;
}

/** A list of people as tags with a member picker to add more. A person who has left since the value
 *  was saved reads 已离职 / 已删除 and stays removable; a save that keeps them is told by the server
 *  what it left out (docs/product.md Part D §3). */
export function PeopleField({ label, value, locked = [], onChange, disabled }: PeopleFieldProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const people = usePersonRefs({ lenovoIds: value.map((u) => u.lenovoId) });
  const isLocked = (u: UserRef) => locked.some((l) => l.lenovoId === u.lenovoId);
  return (
    <Space wrap>
      {value.map((u) => {
        const shown = personDisplay(people.get(u.lenovoId), u.name);
        return (
          <Tag
            key={u.lenovoId}
            closable={!isLocked(u) && !disabled}
            onClose={() => onChange(value.filter((x) => x.lenovoId !== u.lenovoId))}
            closeIcon={isLocked(u) ? undefined : <span aria-label={`移除${shown.text}`}>×</span>}
          >
            <RefText {...shown} />
            {isLocked(u) && <span style={{ color: token.colorTextSecondary }}>（企业管理员）</span>}
          </Tag>
        );
      })}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={`添加${label}`}
      >
        添加
      </Button>
      <MemberPicker
        open={open}
        title={`选择${label}`}
        onCancel={() => setOpen(false)}
        onOk={(members) => {
          const added = members
            .filter((m) => !value.some((u) => u.lenovoId === m.lenovoId))
            .map((m) => ({ lenovoId: m.lenovoId, name: m.name }));
          onChange([...value, ...added]);
          setOpen(false);
        }}
      />
    </Space>
  );
}
