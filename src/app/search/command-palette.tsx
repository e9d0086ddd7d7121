import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Input, Modal, Spin, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSearchGroups } from './use-search-groups';
import './command-palette.css';

const LIST_ID = 'global-search-results';
const optionId = (i: number) => `global-search-option-${i}`;

/** The search box and its results: a combobox owning a listbox of grouped options; ↑/↓ move,
 *  Enter opens, Esc closes (the modal), the mouse works too. */
function PaletteBody({ onClose, input }: { onClose: () => void; input: RefObject<InputRef | null> }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { groups, loading, failed } = useSearchGroups(text);
  const hits = groups.flatMap((g) => g.hits);
  const current = Math.min(active, hits.length - 1);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (current >= 0) document.getElementById(optionId(current))?.scrollIntoView?.({ block: 'nearest' });
  }, [current]);

  const open = (i: number) => {
    const hit = hits[i];
    if (!hit) return;
    onClose();
    navigate(hit.to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((Math.max(current, 0) + step + hits.length) % hits.length);
    } else if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
      e.preventDefault();
      open(current);
    } else if (e.key === 'Escape' && !e.nativeEvent.isComposing) {
      // the combobox closes its own dialog (not only through antd's shared Esc stack of portals)
      e.preventDefault();
      onClose();
    }
  };

  let index = -1;
  const term = text.trim();
  return (
    <div className="global-search">
      <Input
        ref={input}
        autoFocus
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder="搜索页面、员工、部门、审批"
        aria-label="搜索页面、员工、部门、审批"
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls={LIST_ID}
        aria-autocomplete="list"
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <div role="status" aria-live="polite" className="global-search-state">
        {!term && <Typography.Text type="secondary">输入关键字搜索；↑/↓ 选择，Enter 打开，Esc 关闭</Typography.Text>}
        {term && loading && (
          <>
            <Spin size="small" /> <Typography.Text type="secondary">搜索中…</Typography.Text>
          </>
        )}
        {term && !loading && !hits.length && (
          <Typography.Text type="secondary">{failed ? '搜索失败，请稍后重试' : '无匹配结果'}</Typography.Text>
        )}
      </div>
      <div id={LIST_ID} ref={list} role="listbox" aria-label="搜索结果" className="global-search-list">
        {groups.map((g) => (
          <div key={g.key} role="group" aria-labelledby={`global-search-group-${g.key}`}>
            <div id={`global-search-group-${g.key}`} role="presentation" className="global-search-group">
              {g.label}
            </div>
            {g.hits.map((hit) => {
              const i = ++index;
              return (
                <div
                  key={hit.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  className="global-search-option"
                  onMouseMove={() => i !== current && setActive(i)}
                  onClick={() => open(i)}
                >
                  <span className="global-search-title">{hit.title}</span>
                  {hit.detail && <span className="global-search-detail">{hit.detail}</span>}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Global search (Ctrl/⌘+K or the header box): loaded on first use. The modal traps focus and
 *  gives it back to where it was when it closes. */
export default function CommandPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const input = useRef<InputRef>(null);
  // the dialog focuses itself when it opens; the box takes the focus after that
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => input.current?.focus());
    return () => clearTimeout(timer);
  }, [open]);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="全局搜索"
      width={640}
      destroyOnHidden
      styles={{ body: { paddingTop: 8 } }}
      afterOpenChange={(shown) => shown && input.current?.focus()}
    >
      <PaletteBody onClose={onClose} input={input} />
    </Modal>
  );
}
