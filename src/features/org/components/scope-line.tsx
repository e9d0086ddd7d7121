import { Typography } from 'antd';
import { ManageScopeText } from '@/components/directory/manage-scope-text';
import { useManageScope } from '@/lib/scope/scope-queries';

/** A scoped administrator's 管理范围 above the tree, whose roots are its departments (assumed
 *  contract "Scoped administrators"); nothing for one who manages the whole enterprise. */
export function ScopeLine() {
  const scope = useManageScope();
  if (scope?.type !== 'departments') return null;
  return (
    <Typography.Paragraph style={{ marginBottom: 12 }}>
      管理范围：
      <ManageScopeText scope={scope} />
    </Typography.Paragraph>
  );
}
