import { Button, Tooltip } from 'antd';
import { LinkButton, type LinkButtonProps } from '@/components/link-button';

// A row's 删除 / 解散 that the server would refuse a scoped administrator (the row holds people or
// departments outside her 管理范围, assumed contract "Partial writes"): not offered, but shown
// disabled with the reason, in a tooltip and as the button's accessible description.

interface Props extends Omit<LinkButtonProps, 'danger'> {
  /** why the server would refuse it; absent: the action is offered */
  refusedBecause?: string;
}

export function RefusableRowAction({ refusedBecause, children, ...button }: Props) {
  if (!refusedBecause)
    return (
      <LinkButton danger {...button}>
        {children}
      </LinkButton>
    );
  return (
    <Tooltip title={refusedBecause}>
      <Button
        type="link"
        size="small"
        danger
        disabled
        aria-label={button['aria-label']}
        aria-description={refusedBecause}
      >
        {children}
      </Button>
    </Tooltip>
  );
}
