import { useRef, useState } from 'react';
import { Button, Typography } from 'antd';
import { uploadLimitProblem } from '../../model/preview-check';
import type { UploadField } from '../../model/types';

interface Props {
  field: UploadField;
  id: string;
  files: string[];
  onChange(files: string[]): void;
}

/** Pictures or attachments chosen on the member's device; kept by name only (nothing is uploaded in
 *  the preview). A choice that would pass the control's limit is refused whole, with the limit's message. */
export function PreviewUploads({ field, id, files, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const what = field.type === 'Picture' ? '图片' : '附件';
  const add = (list: FileList | null) => {
    const names = [...(list ?? [])].map((f) => f.name);
    if (!names.length) return;
    const problem = uploadLimitProblem(field, files.length + names.length);
    setRefusal(problem);
    if (!problem) onChange([...files, ...names]);
  };
  const adding = `添加${what}（${files.length}/${field.maxCount}）`;
  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label={`选择${what}：${field.name}`}
        accept={field.type === 'Picture' ? 'image/*' : undefined}
        onChange={(e) => {
          add(e.target.files);
          e.target.value = '';
        }}
      />
      <ul aria-label={`已选${what}：${field.name}`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {files.map((name, i) => (
          <li key={`${name}-${i}`} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <Typography.Text ellipsis>{name}</Typography.Text>
            <Button
              type="link"
              size="small"
              aria-label={`移除${name}`}
              onClick={() => {
                setRefusal(null);
                onChange(files.filter((_, j) => j !== i));
              }}
            >
              移除
            </Button>
          </li>
        ))}
      </ul>
      <Button
        id={id}
        aria-label={`${adding}：${field.name}`}
        size="small"
        disabled={files.length >= field.maxCount}
        onClick={() => input.current?.click()}
      >
        {adding}
      </Button>
      {refusal && (
        <Typography.Text type="danger" role="alert" style={{ display: 'block' }}>
          {refusal}
        </Typography.Text>
      )}
    </div>
  );
}
