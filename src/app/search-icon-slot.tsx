import type { ComponentType } from 'react';

type Icon = ComponentType<{ 'aria-label'?: string }>;

let SearchIcon: Icon | null = null;

/** page-support.ts hands over antd's magnifier: only pages draw search boxes, and none renders
 *  before it has run, so the icon's code stays out of the first screen's JavaScript. */
export function provideSearchIcon(icon: Icon) {
  SearchIcon = icon;
}

/** The search box's magnifier (ConfigProvider's inputSearch.searchIcon, app.tsx): its button has only
 *  this icon, so the icon is named and gives the button its name. */
export function SearchIconSlot() {
  return SearchIcon && <SearchIcon aria-label="搜索" />;
}
