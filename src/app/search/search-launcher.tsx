import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Button } from 'antd';
import { SearchOutlined } from '@ant-design/icons';

const loadPalette = () => import('./command-palette');
const CommandPalette = lazy(loadPalette);

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's search box and the Ctrl/⌘+K shortcut. The palette's code is fetched on first use
 *  (focus or hover of the box, or the shortcut), so the first screen does not carry it. */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);
  const shortcut = isMac ? '⌘K' : 'Ctrl+K';
  return (
    <>
      <Button
        icon={<SearchOutlined aria-hidden />}
        aria-haspopup="dialog"
        aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        aria-label={`搜索… ${shortcut}：全局搜索`}
        onFocus={() => void loadPalette()}
        onMouseEnter={() => void loadPalette()}
        onClick={show}
        style={{ width: 220, justifyContent: 'flex-start', color: 'rgba(0, 0, 0, 0.6)' }}
      >
        搜索… <span style={{ marginLeft: 'auto', fontSize: 12 }}>{shortcut}</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <CommandPalette open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
