import type { ReactNode } from 'react';
import { Button, Divider, Dropdown, theme, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  TableOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';

interface Props {
  editor: Editor;
  onLink(): void;
  onImage(): void;
  uploading: boolean;
}

const HEADINGS = [1, 2, 3] as const;

/** The editor's formatting toolbar: every button has a Chinese name and its shortcut in the tooltip. */
export function EditorToolbar({ editor, onLink, onImage, uploading }: Props) {
  const { token } = theme.useToken();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      heading: HEADINGS.find((level) => e.isActive('heading', { level })) ?? 0,
    }),
  });
  const chain = () => editor.chain().focus();
  const tool = (
    label: string,
    shortcut: string,
    icon: ReactNode,
    onClick: () => void,
    active = false,
    disabled = false,
  ) => (
    <Tooltip title={shortcut ? `${label}（${shortcut}）` : label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        aria-label={label}
        aria-pressed={active}
        icon={icon}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
  const heading = (level: 1 | 2 | 3) => (
    <Tooltip key={level} title={`标题${level}（Ctrl+Alt+${level}）`}>
      <Button
        size="small"
        type={state.heading === level ? 'primary' : 'text'}
        ghost={state.heading === level}
        aria-label={`H${level}：标题${level}`}
        aria-pressed={state.heading === level}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => chain().toggleHeading({ level }).run()}
      >
        H{level}
      </Button>
    </Tooltip>
  );
  const tableItems = [
    { key: 'addRow', label: '下方插入行', run: () => chain().addRowAfter().run() },
    { key: 'addColumn', label: '右侧插入列', run: () => chain().addColumnAfter().run() },
    { key: 'deleteRow', label: '删除行', run: () => chain().deleteRow().run() },
    { key: 'deleteColumn', label: '删除列', run: () => chain().deleteColumn().run() },
    { key: 'deleteTable', label: '删除表格', run: () => chain().deleteTable().run() },
  ];
  return (
    <div
      role="toolbar"
      aria-label="格式工具栏"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        padding: 4,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {HEADINGS.map(heading)}
      <Divider orientation="vertical" />
      {tool('加粗', 'Ctrl+B', <BoldOutlined />, () => chain().toggleBold().run(), state.bold)}
      {tool('斜体', 'Ctrl+I', <ItalicOutlined />, () => chain().toggleItalic().run(), state.italic)}
      {tool('下划线', 'Ctrl+U', <UnderlineOutlined />, () => chain().toggleUnderline().run(), state.underline)}
      <Divider orientation="vertical" />
      {tool(
        '无序列表',
        'Ctrl+Shift+8',
        <UnorderedListOutlined />,
        () => chain().toggleBulletList().run(),
        state.bullet,
      )}
      {tool(
        '有序列表',
        'Ctrl+Shift+7',
        <OrderedListOutlined />,
        () => chain().toggleOrderedList().run(),
        state.ordered,
      )}
      <Divider orientation="vertical" />
      {tool('插入链接', 'Ctrl+K', <LinkOutlined />, onLink, state.link)}
      {tool('插入图片', '', <PictureOutlined />, onImage, false, uploading)}
      {tool(
        '插入表格',
        '',
        <TableOutlined />,
        () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        false,
        state.table,
      )}
      {state.table && (
        <Dropdown
          trigger={['click']}
          menu={{
            items: tableItems.map(({ key, label }) => ({ key, label })),
            onClick: ({ key }) => tableItems.find((t) => t.key === key)?.run(),
          }}
        >
          <Button size="small" type="text" aria-label="表格操作" onMouseDown={(e) => e.preventDefault()}>
            表格操作
          </Button>
        </Dropdown>
      )}
    </div>
  );
}
