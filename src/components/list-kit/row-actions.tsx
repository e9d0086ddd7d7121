import type { TableColumnType } from 'antd';
import { Link } from 'react-router-dom';
import { RefusableRowAction } from '@/components/refusable-row-action';
import { LinkButton } from '@/components/link-button';

export interface RowAction {
  label: string;
  /** The accessible name; `${label}${row name}` (编辑班次A) unless given. */
  name?: string;
  onClick?(): void;
  /** A link to another page instead of a button. */
  to?: string;
  danger?: boolean;
  /** A danger action the server would refuse this administrator: shown disabled with the reason. */
  refusedBecause?: string;
  loading?: boolean;
  disabled?: boolean;
}

/** A row's actions as small link buttons (`LinkButton`: every row mounts them), each named with the
 *  row it acts on. */
export function RowActions({ of, actions }: { of: string; actions: (RowAction | false | undefined)[] }) {
  return (
    <span>
      {actions.map((a) => {
        if (!a) return null;
        const name = a.name ?? `${a.label}${of}`;
        if (a.to)
          return (
            <Link key={a.label} to={a.to} aria-label={name} style={{ padding: '0 8px' }}>
              {a.label}
            </Link>
          );
        const button = { 'aria-label': name, loading: a.loading, disabled: a.disabled, onClick: a.onClick };
        return a.danger ? (
          <RefusableRowAction key={a.label} refusedBecause={a.refusedBecause} {...button}>
            {a.label}
          </RefusableRowAction>
        ) : (
          <LinkButton key={a.label} {...button}>
            {a.label}
          </LinkButton>
        );
      })}
    </span>
  );
}

/** A list screen's 操作 column: each row's actions as RowActions, named with the row (`of`). */
export function actionsColumn<T>(
  width: number,
  of: (row: T) => string,
  actions: (row: T) => (RowAction | false | undefined)[],
  more?: Omit<TableColumnType<T>, 'render'>,
): TableColumnType<T> {
  return {
    title: '操作',
    key: 'op',
    width,
    ...more,
    render: (_v, row) => <RowActions of={of(row)} actions={actions(row)} />,
  };
}
