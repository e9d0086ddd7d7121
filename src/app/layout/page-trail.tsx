import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useUserMenu } from '@/stores/menu';
import { findPage } from '../modules';
import { menuPath } from '../guard/decide';
import { owningEntry } from './side-menu';

/** The trail of a sub-page (a page that is not a menu page but belongs to one, by PageDef.menu or
 *  by its path), e.g. 组织架构 / 离职员工: the first crumb links to the menu page. Derived from the
 *  manifests and the user's menu; a menu page has no trail. */
export function PageTrail({ title }: { title: string }) {
  const { pathname } = useLocation();
  const menu = useUserMenu();
  const page = findPage(pathname);
  if (!page || page.isMenu || !menu) return null;
  const owner = owningEntry(menu, pathname);
  if (!owner || menuPath(owner) === pathname) return null;
  return (
    <Breadcrumb
      aria-label="面包屑"
      style={{ fontSize: 12, lineHeight: '20px' }}
      items={[{ title: <Link to={menuPath(owner)}>{owner.name}</Link> }, { title }]}
    />
  );
}
