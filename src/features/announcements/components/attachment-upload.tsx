import { Button, Upload, type UploadFile } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { uploadAttachment } from '../api/announcements-api';
import type { Attachment } from '../api/types';
import { MAX_ATTACHMENTS } from '../constants';

interface Props {
  value?: Attachment[];
  onChange?: (list: Attachment[]) => void;
}

/** Attachments, uploaded one by one (at most 9). A failed upload is dropped; the layer told the user. */
export function AttachmentUpload({ value = [], onChange }: Props) {
  const files: UploadFile[] = value.map((a) => ({
    uid: a.url,
    name: a.name,
    status: 'done',
    url: a.url,
    size: a.size,
  }));
  return (
    <Upload
      fileList={files}
      multiple
      customRequest={({ file, onSuccess, onError, onProgress }) => {
        uploadAttachment(file as File, (percent) => onProgress?.({ percent }))
          .then((a) => {
            onSuccess?.(a);
            onChange?.([...value, a].slice(0, MAX_ATTACHMENTS));
          })
          .catch((e: Error) => onError?.(e));
      }}
      beforeUpload={() => value.length < MAX_ATTACHMENTS || Upload.LIST_IGNORE}
      onRemove={(f) => onChange?.(value.filter((a) => a.url !== f.uid))}
    >
      <Button icon={<UploadOutlined />} disabled={value.length >= MAX_ATTACHMENTS}>
        上传附件
      </Button>
    </Upload>
  );
}
