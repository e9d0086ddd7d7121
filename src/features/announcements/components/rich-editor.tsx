import { useEffect, useRef, useState } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import { toastError } from '@/lib/feedback/toast';
import { uploadAttachment } from '../api/announcements-api';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../constants';
import { editorExtensions } from '../lib/editor-extensions';
import { sanitizeHtml } from '../sanitize';
import { EditorToolbar } from './editor-toolbar';
import { LinkDialog } from './link-dialog';
import './announcement-content.css';
import { theme } from 'antd';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
}

/** Checks a picture before it is uploaded; the message, or null when it may go. */
export function imageRefusal(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return '仅支持 PNG、JPG、GIF、WEBP 格式的图片';
  if (file.size > MAX_IMAGE_BYTES) return '图片不能超过5MB';
  return null;
}

/** The announcement editor (TipTap): headings, bold/italic/underline, lists, links, pictures, tables;
 *  Word pastes cleaned. What it hands out is sanitised. */
export function RichEditor({ value = '', onChange }: Props) {
  const { token } = theme.useToken();
  const [linking, setLinking] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const emitted = useRef<string | null>(value);
  const openLink = () => setLinking((editor?.getAttributes('link').href as string | undefined) ?? '');
  const editor = useEditor({
    extensions: editorExtensions(() => openLink()),
    content: sanitizeHtml(value),
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': '公告正文',
        class: 'announcement-editor',
        style: 'min-height: 240px; padding: 8px 12px; outline: none',
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : sanitizeHtml(e.getHTML());
      emitted.current = html;
      onChange?.(html);
    },
  });
  // Only outside changes (loading an announcement) are written into the editor; typing is not echoed back.
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    if (value !== (editor.isEmpty ? '' : sanitizeHtml(editor.getHTML())))
      editor.commands.setContent(sanitizeHtml(value), { emitUpdate: false });
  }, [value, editor]);

  const setLink = (url: string) => {
    setLinking(null);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else if (editor.state.selection.empty && !editor.isActive('link'))
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
        .run();
    else chain.setLink({ href: url }).run();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    const refusal = imageRefusal(file);
    if (refusal) return toastError(refusal);
    setUploading(true);
    try {
      const a = await uploadAttachment(file);
      editor.chain().focus().setImage({ src: a.url, alt: file.name }).run();
    } catch {
      // the layer showed the message
    } finally {
      setUploading(false);
    }
  };

  return (
    <div style={{ border: `1px solid ${token.colorBorder}`, borderRadius: 6 }}>
      <EditorToolbar editor={editor} onLink={openLink} onImage={() => picker.current?.click()} uploading={uploading} />
      <EditorContent editor={editor} />
      <input
        ref={picker}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-label="选择图片"
        style={{ display: 'none' }}
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      {linking !== null && <LinkDialog initial={linking} onCancel={() => setLinking(null)} onOk={setLink} />}
    </div>
  );
}
