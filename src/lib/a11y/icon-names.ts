import type { ReactElement, Ref } from 'react';
import { CloseCircleFilled } from '@ant-design/icons';

// Every antd icon renders <span role="img" aria-label="idcard">: beside a menu entry's or a button's
// text a screen reader announces "idcard 角色管理", and a button's name becomes "loading 保存" or
// "search". The console's icons decorate the Chinese text next to them (assumed-contract.md, "Shell:
// global search, breadcrumbs, accessibility"), so an icon is hidden from assistive technology unless
// the code names it itself:
// <CloseCircleFilled aria-label="清除" /> stays an image called 清除. antd's own icons (the select
// arrow, the button's loading spinner, the search button's magnifier) are rendered by the same two
// base components, so the rule is set once, on those, rather than at each of several hundred uses.

type Props = Record<string, unknown>;
interface ForwardRef {
  render(props: Props, ref: Ref<HTMLSpanElement> | null): ReactElement<Props> | null;
  hidesUnnamed?: true;
}

const named = (p: Props) => p['aria-label'] != null || p['aria-labelledby'] != null || p.role != null;

/** The base component an icon renders (AntdIconLight for the outlined and filled icons, AntdIcon for
 *  the two-tone ones): an icon is a forwardRef whose render only creates that element. */
export const baseOf = (icon: unknown) => (icon as ForwardRef).render({}, null)!.type as unknown as ForwardRef;

export function hideUnnamed(base: ForwardRef) {
  if (base.hidesUnnamed) return;
  const render = base.render;
  base.render = (props, ref) =>
    render(named(props) ? props : { role: undefined, 'aria-label': undefined, 'aria-hidden': true, ...props }, ref);
  base.hidesUnnamed = true;
}

/** Hides every unnamed outlined or filled antd icon from assistive technology, before anything
 *  renders; the two-tone ones, which only pages draw, are hidden by two-tone-icon-names.ts with the
 *  pages' support (the first screen's status icon is one of the filled, so its base costs nothing
 *  more there). Idempotent. */
export function hideIconNames() {
  hideUnnamed(baseOf(CloseCircleFilled));
}
