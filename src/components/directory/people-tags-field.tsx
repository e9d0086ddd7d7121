import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import { MemberPicker } from './member-picker';
import { usePersonRefs } from './ref-queries';
import { personDisplay, RefText } from './ref-text';

/** A chosen person as forms keep them: the id and the name shown. */
export interface PersonTag {
  lenovoId: string;
  name: string;
}

interface PeopleTagsFieldProps {
  value?: PersonTag[];
  onChange?: (value: PersonTag[]) => void;
  /** the member picker's title, e.g. 选择可预订人员 */
  pickerTitle: string;
}

/** A form field of chosen people: tags (each removable), and the shared member picker to add more (each person once).
 *  A tag says 已离职 / 已删除 when the person has left since the value was saved (docs/product.md Part D §3): it
 *  stays removable, and a save that keeps it is told by the server what it left out. */
export function PeopleTagsField({ value = [], onChange, pickerTitle }: PeopleTagsFieldProps) {
  const [picking, setPicking] = useState(false);
  const people = usePersonRefs({ lenovoIds: value.map((p) => p.lenovoId) });
  const add = (chosen: PersonTag[]) => {
    const known = new Set(value.map((p) => p.lenovoId));
    onChange?.([...value, ...chosen.filter((p) => !known.has(p.lenovoId))]);
  };
  return (
    <>
      <Space wrap size={[0, 8]}>
        {value.map((p) => {
          const shown = personDisplay(people.get(p.lenovoId), p.name);
          return (
            <Tag
              key={p.lenovoId}
              closable
              closeIcon={<span aria-label={`移除${shown.text}`}>×</span>}
              onClose={() => onChange?.(value.filter((x) => x.lenovoId !== p.lenovoId))}
            >
              <RefText {...shown} />
            </Tag>
          );
        })}
        <Button size="small" onClick={() => setPicking(true)}>
          选择人员
        </Button>
      </Space>
      <MemberPicker
        open={picking}
        title={pickerTitle}
        onCancel={() => setPicking(false)}
        onOk={(list) => {
          add(list.map((m) => ({ lenovoId: m.lenovoId, name: m.name })));
          setPicking(false);
        }}
      />
    </>
  );
}
