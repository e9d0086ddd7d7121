import { useState } from 'react';
import { Avatar, Button, Progress, Space, Typography, Upload } from 'antd';
import { RobotOutlined, UploadOutlined } from '@ant-design/icons';
import { toastError } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useUploadAvatar } from '../api/assistant-queries';
import { avatarRefusal } from '../lib/upload-checks';

interface AssistantAvatarFieldProps {
  value?: string;
  onChange?: (url: string) => void;
}

/** 助理头像: the image shown, and an upload (jpg/png ≤ 2 MB, checked before the call) with its progress. */
export function AssistantAvatarField({ value, onChange }: AssistantAvatarFieldProps) {
  const send = useUploadAvatar();
  const once = useSubmitOnce();
  const [percent, setPercent] = useState<number | null>(null);
  const choose = once.guard(async (file: File) => {
    setPercent(0);
    try {
      onChange?.(await send.mutateAsync({ file, onProgress: setPercent }));
    } finally {
      setPercent(null);
    }
  });
  return (
    <Space align="center" size={16}>
      <Avatar size={64} shape="square" src={value || undefined} icon={<RobotOutlined />} alt="助理头像" />
      <Space orientation="vertical" size={4}>
        <Upload
          accept=".jpg,.jpeg,.png"
          showUploadList={false}
          disabled={once.pending}
          beforeUpload={(file) => {
            const reason = avatarRefusal(file);
            if (reason) toastError(reason);
            else void choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={once.pending}>
            {value ? '更换头像' : '上传头像'}
          </Button>
        </Upload>
        {percent !== null ? (
          <Progress percent={percent} size="small" style={{ width: 160 }} aria-label="头像上传进度" />
        ) : (
          <Typography.Text type="secondary">支持JPG、PNG格式，不超过2MB</Typography.Text>
        )}
      </Space>
    </Space>
  );
}
