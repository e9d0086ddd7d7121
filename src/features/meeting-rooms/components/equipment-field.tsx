import { useState } from 'react';
import { Button, Checkbox, Input, Space, Tag, theme } from 'antd';
import { DEFAULT_DEVICES, DEVICE_NAME_MAX, MSG_DUPLICATE_DEVICE } from '../constants';

interface EquipmentFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
}

const isDefault = (name: string) => (DEFAULT_DEVICES as readonly string[]).includes(name);

/** 配套设备: the five default devices as checkboxes, plus custom names added and removed as tags. */
export function EquipmentField({ value = [], onChange }: EquipmentFieldProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const custom = value.filter((n) => !isDefault(n));
  const add = () => {
    const name = text.trim();
    if (!name) return;
    if (value.includes(name)) return setProblem(MSG_DUPLICATE_DEVICE);
    onChange?.([...value, name]);
    setText('');
    setProblem('');
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Checkbox.Group
        aria-label="默认设备"
        value={value.filter(isDefault)}
        options={DEFAULT_DEVICES.map((d) => ({ value: d, label: d }))}
        onChange={(picked) => onChange?.([...DEFAULT_DEVICES.filter((d) => picked.includes(d)), ...custom])}
      />
      {custom.length > 0 && (
        <Space wrap size={[0, 8]}>
          {custom.map((n) => (
            <Tag
              key={n}
              closable
              closeIcon={<span aria-label={`移除${n}`}>×</span>}
              onClose={() => onChange?.(value.filter((x) => x !== n))}
            >
              {n}
            </Tag>
          ))}
        </Space>
      )}
      <Space.Compact style={{ width: 320 }}>
        <Input
          aria-label="自定义设备"
          placeholder="其他设备，如：白板"
          maxLength={DEVICE_NAME_MAX}
          value={text}
          status={problem ? 'error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setProblem('');
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
        <Button onClick={add} disabled={!text.trim()}>
          添加设备
        </Button>
      </Space.Compact>
      {problem && (
        <span role="alert" style={{ color: token.colorError }}>
          {problem}
        </span>
      )}
    </Space>
  );
}
