import { Spin, theme, Tree } from 'antd';
import { useMenusAndData } from '../api/queries';

export interface MenuPermissionValue {
  menuIds: string[];
  permissions: string[];
}

/** Menus and their permissions (/api/menu/getAllMenuAndData) as a tree of checkboxes. */
export function MenuPermissionTree({
  value,
  onChange,
  disabled,
}: {
  value?: MenuPermissionValue;
  onChange?: (v: MenuPermissionValue) => void;
  disabled?: boolean;
}) {
  const { token } = theme.useToken();
  const menus = useMenusAndData();
  if (menus.isLoading) return <Spin />;
  if (menus.error) return <span style={{ color: token.colorError }}>菜单与权限加载失败</span>;
  const list = menus.data ?? [];
  const treeData = list.map((m) => ({
    key: `menu:${m.id}`,
    title: m.name,
    children: m.permissions.map((p) => ({ key: p.code, title: p.name })),
  }));
  const checked = [
    ...(value?.permissions ?? []),
    ...list.filter((m) => value?.menuIds.includes(m.id) && !m.permissions.length).map((m) => `menu:${m.id}`),
  ];
  return (
    <div
      role="group"
      aria-label="菜单权限"
      style={{ maxHeight: 300, overflow: 'auto', border: `1px solid ${token.colorBorderSecondary}`, padding: 8 }}
    >
      <Tree
        checkable
        disabled={disabled}
        selectable={false}
        treeData={treeData}
        checkedKeys={checked}
        onCheck={(keys) => {
          const all = (Array.isArray(keys) ? keys : keys.checked).map(String);
          const permissions = all.filter((k) => !k.startsWith('menu:'));
          const menuIds = list.filter((m) => m.permissions.some((p) => permissions.includes(p.code))).map((m) => m.id);
          onChange?.({ menuIds, permissions });
        }}
      />
    </div>
  );
}
