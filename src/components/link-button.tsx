import type { ButtonHTMLAttributes } from 'react';
import { LoadingOutlined } from '@ant-design/icons';

export interface LinkButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  danger?: boolean;
  /** a call of this button's is running: a spinner, and clicks wait (as antd's `loading`) */
  loading?: boolean;
  /** no inline padding: a name in a cell that opens its record */
  flush?: boolean;
}

/** A small link button looking like antd's `<Button type="link" size="small">`, without its cost per
 *  mount (link-button.css, loaded with the app, says why); for controls repeated on every row of a
 *  table. */
export function LinkButton({ danger, loading, flush, className, onClick, children, ...button }: LinkButtonProps) {
  const classes = ['link-button', danger && 'link-button-danger', flush && 'link-button-flush', className];
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={loading ? undefined : onClick}
      {...button}
    >
      {loading && <LoadingOutlined aria-hidden />}
      {children}
    </button>
  );
}
