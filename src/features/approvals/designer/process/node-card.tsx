import { useId, type ReactNode } from 'react';
import { Button, theme, Tooltip } from 'antd';
import { CloseOutlined, ExclamationCircleFilled } from '@ant-design/icons';

interface NodeCardProps {
  title: ReactNode;
  color: string;
  body: ReactNode;
  /** the node is not set yet: shown in red with this text */
  problem?: string | null;
  onOpen?: () => void;
  onDelete?: () => void;
  deleteLabel?: string;
  extra?: ReactNode;
  label: string;
  /** keep the problem's line when there is none, so the cards of a condition group stand level */
  reserveProblemLine?: boolean;
}

/** One node of the flow: coloured title, a summary of its settings, delete. */
export function NodeCard({
  title,
  color,
  body,
  problem,
  onOpen,
  onDelete,
  deleteLabel,
  extra,
  label,
  reserveProblemLine,
}: NodeCardProps) {
  const { token } = theme.useToken();
  const id = useId();
  // Named by what it shows, then what it does (WCAG 2.5.3, label in name): "请设置抄送人 设置：抄送人"
  const named = onOpen
    ? [`${id}-body`, problem ? `${id}-problem` : '', `${id}-what`].filter(Boolean).join(' ')
    : undefined;
  return (
    <div
      style={{
        width: 220,
        background: token.colorBgContainer,
        borderRadius: 6,
        boxShadow: '0 2px 6px rgba(0,0,0,.1)',
        border: problem ? `1px solid ${token.colorError}` : '1px solid transparent',
        margin: '0 auto',
      }}
      data-node={label}
    >
      {/* as tall with or without its small buttons (delete, drag), so cards side by side stand level */}
      <div
        style={{
          background: color,
          color: token.colorTextLightSolid,
          padding: '4px 8px',
          minHeight: 32,
          boxSizing: 'border-box',
          borderRadius: '6px 6px 0 0',
          display: 'flex',
          alignItems: 'center',
          gap: 4,
          fontSize: 12,
        }}
      >
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</span>
        {extra}
        {onDelete && (
          <Button
            type="text"
            size="small"
            icon={<CloseOutlined style={{ color: token.colorTextLightSolid }} />}
            aria-label={deleteLabel}
            onClick={onDelete}
          />
        )}
      </div>
      <div
        role={onOpen ? 'button' : undefined}
        tabIndex={onOpen ? 0 : undefined}
        aria-labelledby={named}
        onClick={onOpen}
        onKeyDown={(e) => onOpen && (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen())}
        style={{
          padding: '10px 8px',
          cursor: onOpen ? 'pointer' : 'default',
          color: problem ? token.colorError : token.colorText,
          fontSize: 13,
        }}
      >
        <div id={`${id}-body`}>{body}</div>
        {problem ? (
          <Tooltip title={problem}>
            <div id={`${id}-problem`} role="alert" style={{ marginTop: 4, fontSize: 12, lineHeight: '20px' }}>
              <ExclamationCircleFilled /> {problem}
            </div>
          </Tooltip>
        ) : (
          reserveProblemLine && (
            <div aria-hidden style={{ marginTop: 4, fontSize: 12, lineHeight: '20px', visibility: 'hidden' }}>
              <ExclamationCircleFilled />{' '}
            </div>
          )
        )}
      </div>
      {onOpen && (
        <span id={`${id}-what`} hidden>
          设置：{label}
        </span>
      )}
    </div>
  );
}
