import { useState } from 'react';
import { Button, Space } from 'antd';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { SensitiveField } from '../api/profile-api';
import { useRevealSensitive } from '../api/queries';

interface Props {
  staffId: string;
  field: SensitiveField;
  label: string;
  /** as the staff answer carries it: first 4 and last 4 characters */
  masked: string;
}

/** A masked number with 查看: the full number comes from the server, which logs the reveal (the
 *  profile's 变更历史 then shows it). */
export function SensitiveValue({ staffId, field, label, masked }: Props) {
  const once = useSubmitOnce();
  const [full, setFull] = useState<string | null>(null);
  const reveal = useRevealSensitive(staffId, field, setFull);
  if (!masked) return '-';
  if (full !== null) return full;
  return (
    <Space size={4}>
      <span>{masked}</span>
      <Button
        type="link"
        size="small"
        aria-label={`查看${label}`}
        loading={once.pending}
        onClick={once.guard(() => reveal.mutateAsync())}
        style={{ padding: 0, height: 'auto' }}
      >
        查看
      </Button>
    </Space>
  );
}
