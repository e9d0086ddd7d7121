import { useState } from 'react';
import { Button, Space } from 'antd';
import { MemberPicker } from '@/components/directory/member-picker';
import type { Member } from '@/components/directory/types';

export interface PickedPerson {
  lenovoId: string;
  name: string;
}

/** A form control choosing one member through the shared MemberPicker. */
export function PersonField({
  value,
  onChange,
  id,
}: {
  value?: PickedPerson | null;
  onChange?: (p: PickedPerson | null) => void;
  id?: string;
}) {
  const [picking, setPicking] = useState(false);
  const initial: Member[] = value
    ? [
        {
          id: value.lenovoId,
          lenovoId: value.lenovoId,
          name: value.name,
          telephone: '',
          email: '',
          position: '',
          status: '',
          departmentList: [],
        },
      ]
    : [];
  return (
    <Space id={id}>
      {value && <span>{value.name}</span>}
      <Button size="small" onClick={() => setPicking(true)}>
        {value ? '重新选择' : '选择员工'}
      </Button>
      <MemberPicker
        open={picking}
        multiple={false}
        title="选择员工"
        initial={initial}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          setPicking(false);
          onChange?.(list[0] ? { lenovoId: list[0].lenovoId, name: list[0].name } : null);
        }}
      />
    </Space>
  );
}
