import { Fragment, type HTMLAttributes, type Key, type ReactNode } from 'react';
import { Empty, Spin, theme } from 'antd';

// Plain list markup in place of antd's List (deprecated in antd 6): rows with an optional
// right-hand `extra`, an empty text, a header and a loading state.

const ROW_PADDING = { small: '8px 0', default: '12px 0' } as const;

interface SimpleListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  dataSource: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  rowKey?: (item: T, index: number) => Key;
  loading?: boolean;
  header?: ReactNode;
  /** Shown when there are no rows; antd's 暂无数据 by default. */
  locale?: { emptyText?: ReactNode };
  size?: 'small' | 'default';
  bordered?: boolean;
  /** The list element's role when its rows are not plain list items (e.g. listbox for options). */
  listRole?: string;
}

export function SimpleList<T>({
  dataSource,
  renderItem,
  rowKey,
  loading,
  header,
  locale,
  size = 'default',
  bordered,
  listRole,
  style,
  'aria-label': label,
  ...rest
}: SimpleListProps<T>) {
  const { token } = theme.useToken();
  const padding = bordered ? '0 16px' : undefined;
  return (
    <div
      {...rest}
      style={{
        border: bordered ? `1px solid ${token.colorBorderSecondary}` : undefined,
        borderRadius: bordered ? 8 : undefined,
        ...style,
      }}
    >
      {header && (
        <div
          style={{
            padding: ROW_PADDING[size],
            paddingInline: padding ? 16 : 0,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            fontWeight: 500,
          }}
        >
          {header}
        </div>
      )}
      <Spin spinning={!!loading}>
        {dataSource.length === 0 ? (
          <div style={{ padding: 16, textAlign: 'center', color: 'rgba(0,0,0,.6)' }}>
            {loading ? null : (locale?.emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />)}
          </div>
        ) : (
          <ul role={listRole} aria-label={label} style={{ listStyle: 'none', margin: 0, padding }}>
            {dataSource.map((item, i) => (
              <Fragment key={rowKey ? rowKey(item, i) : i}>{renderItem(item, i)}</Fragment>
            ))}
          </ul>
        )}
      </Spin>
    </div>
  );
}

interface ItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Shown at the right end of the row, apart from the content. */
  extra?: ReactNode;
}

function Item({ extra, children, style, ...rest }: ItemProps) {
  const { token } = theme.useToken();
  return (
    <li
      {...rest}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '8px 0',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        ...style,
      }}
    >
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      {/* a real space, so the row reads "张伟 8.5 小时" when copied or read aloud, not "张伟8.5 小时" */}
      {extra != null && ' '}
      {extra != null && <div style={{ flex: 'none', color: 'rgba(0,0,0,.6)' }}>{extra}</div>}
    </li>
  );
}

function Meta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <div>
      {title != null && <div style={{ color: 'rgba(0,0,0,.88)', fontWeight: 500 }}>{title}</div>}
      {description != null && <div style={{ color: 'rgba(0,0,0,.6)', marginTop: 2 }}>{description}</div>}
    </div>
  );
}

SimpleList.Item = Item;
SimpleList.Meta = Meta;
