import { SimpleList } from '@/components/simple-list';
import { PaperClipOutlined } from '@ant-design/icons';
import type { Attachment } from '../api/types';

const size = (n: number) =>
  n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(n / 1024))}KB`;
/** The stored file's address; a blob: address of an older sandbox upload died with its page. */
const safeUrl = (u: string) => (/^https?:/i.test(u) ? u : undefined);

export function AttachmentList({ items }: { items: Attachment[] }) {
  if (!items.length) return null;
  return (
    <SimpleList
      size="small"
      header="附件"
      aria-label="附件"
      dataSource={items}
      renderItem={(a) => (
        <SimpleList.Item extra={size(a.size)}>
          <PaperClipOutlined />{' '}
          <a href={safeUrl(a.url)} target="_blank" rel="noopener noreferrer" download={a.name}>
            {a.name}
          </a>
        </SimpleList.Item>
      )}
    />
  );
}
