import { useEffect, useRef, useState } from 'react';
import { Button, Input, Modal, Space, Tooltip } from 'antd';
import { BoldOutlined, ItalicOutlined, LinkOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { sanitizeHtml } from '../sanitize';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
}

const exec = (command: string, arg?: string) => document.execCommand(command, false, arg);

/** A small contentEditable editor (bold, italic, list, link). What it hands out is sanitised. */
export function RichEditor({ value = '', onChange }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [linking, setLinking] = useState(false);
  const [url, setUrl] = useState('https://');
  const saved = useRef<Range | null>(null);

  // Only outside changes (loading an announcement) are written into the box; typing is not echoed back.
  useEffect(() => {
    if (box.current && sanitizeHtml(box.current.innerHTML) !== value) box.current.innerHTML = sanitizeHtml(value);
  }, [value]);

  const emit = () => onChange?.(sanitizeHtml(box.current?.innerHTML ?? ''));
  const run = (command: string, arg?: string) => {
    box.current?.focus();
    exec(command, arg);
    emit();
  };
  const openLink = () => {
    const sel = window.getSelection();
    saved.current = sel && sel.rangeCount ? sel.getRangeAt(0) : null;
    setUrl('https://');
    setLinking(true);
  };
  const insertLink = () => {
    const sel = window.getSelection();
    if (saved.current && sel) {
      sel.removeAllRanges();
      sel.addRange(saved.current);
    }
    run('createLink', url.trim());
    setLinking(false);
  };
  const tool = (title: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type="text" aria-label={title} icon={icon} onMouseDown={(e) => e.preventDefault()} onClick={onClick} />
    </Tooltip>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }} role="toolbar" aria-label="格式工具栏">
        {tool('加粗', <BoldOutlined />, () => run('bold'))}
        {tool('斜体', <ItalicOutlined />, () => run('italic'))}
        {tool('列表', <UnorderedListOutlined />, () => run('insertUnorderedList'))}
        {tool('插入链接', <LinkOutlined />, openLink)}
      </Space>
      <div ref={box} role="textbox" aria-multiline="true" aria-label="公告正文" contentEditable suppressContentEditableWarning onInput={emit} onBlur={emit} style={{ minHeight: 240, padding: '8px 12px', outline: 'none' }} />
      <Modal open={linking} title="插入链接" okText="确定" cancelText="取消" onCancel={() => setLinking(false)} onOk={insertLink} okButtonProps={{ disabled: !/^https?:\/\/\S+\.\S+/.test(url.trim()) }} destroyOnHidden>
        <Input aria-label="链接地址" value={url} onChange={(e) => setUrl(e.target.value)} />
      </Modal>
    </div>
  );
}
