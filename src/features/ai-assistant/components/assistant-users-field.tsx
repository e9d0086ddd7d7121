import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { PersonRef } from '../api/types';

interface AssistantUsersFieldProps {
  value?: PersonRef[];
  onChange?: (value: PersonRef[]) => void;
}

/** 可使用人员: chosen people as tags; the shared member picker adds more (each person once). */
export function AssistantUsersField({ value = [], onChange }: AssistantUsersFieldProps) {
  const [picking, setPicking] = useState(false);
  const add = (people: PersonRef[]) => {
    const known = new Set(value.map((p) => p.lenovoId));
    onChange?.([...value, ...people.filter((p) => !known.has(p.lenovoId))]);
  };
  return (
    <>
      <Space wrap size={[0, 8]}>
        {value.map((p) => (
          <Tag key={p.lenovoId} closable closeIcon={<span aria-label={`移除${p.name}`}>×</span>} onClose={() => onChange?.(value.filter((x) => x.lenovoId !== p.lenovoId))}>{p.name}</Tag>
        ))}
        <Button size="small" onClick={() => setPicking(true)}>选择人员</Button>
      </Space>
      <MemberPicker open={picking} title="选择可使用AI助理的人员" onCancel={() => setPicking(false)}
        onOk={(list) => { add(list.map((m) => ({ lenovoId: m.lenovoId, name: m.name }))); setPicking(false); }} />
    </>
  );
}
