import type { ReactNode } from 'react';
import { Descriptions } from 'antd';
import type { EnterpriseInfo } from '@/lib/enterprise/enterprise-info';

/** The current enterprise as 企业详情 (home) and 企业设置 both show it, from the one enterprise-info
 *  query; `more` adds a page's own rows after the shared ones. */
export function EnterpriseDescriptions({
  info: d,
  more = [],
  size,
}: {
  info: EnterpriseInfo;
  more?: Array<[label: string, value: ReactNode]>;
  size?: 'small';
}) {
  const rows: Array<[string, ReactNode]> = [
    ['企业名称', d.enterpriseName],
    ['企业号', d.enterpriseNumber],
    ['所属行业', d.industry],
    ['企业规模', d.scale],
    ['联系人', d.contactName],
    ['联系电话', d.contactPhone],
    ['联系邮箱', d.email || '-'],
    ['企业管理员', d.adminName],
    ...more,
  ];
  return (
    <Descriptions
      bordered
      column={2}
      size={size}
      items={rows.map(([label, children]) => ({ key: label, label, children }))}
    />
  );
}
