import { Button, Space } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useCancelOrder, usePayOrder } from '../api/queries';
import type { Order } from '../api/types';
import { money } from '../constants';

/** A pending order's way out (docs/assumed-contract.md "Application shop, orders and office-suite
 *  licences"): 支付 or 取消订单, each confirmed first; one call at a time for the whole list. */
export function useOrderActions() {
  const rowAction = useSubmitOnce();
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  const askPay = rowAction.guard(async (o: Order) => {
    if (
      !(await confirmAction({
        title: `支付订单 ${o.orderNo}`,
        content: `${o.appName}（${o.planName}）应付金额 ${money(o.amount)}，确定支付吗？`,
        okText: '确认支付',
      }))
    )
      return;
    await pay.mutateAsync(o.orderId);
    toastSuccess(`支付成功，已开通${o.appName}`);
  });
  const askCancel = rowAction.guard(async (o: Order) => {
    const content = `取消后该订单不能再支付，如需开通${o.appName}可重新下单。确定取消吗？`;
    if (
      !(await confirmAction({
        title: `取消订单 ${o.orderNo}`,
        content,
        okText: '取消订单',
        cancelText: '暂不取消',
        danger: true,
      }))
    )
      return;
    await cancel.mutateAsync(o.orderId);
    toastSuccess('订单已取消');
  });
  return {
    render: (o: Order) =>
      o.status === 0 ? (
        <Space size={0}>
          <Button type="link" size="small" disabled={rowAction.pending} onClick={() => void askPay(o)}>
            支付
          </Button>
          <Button type="link" size="small" danger disabled={rowAction.pending} onClick={() => void askCancel(o)}>
            取消订单
          </Button>
        </Space>
      ) : (
        '—'
      ),
  };
}
