import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Radio, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { toastSuccess } from '@/lib/feedback/toast';
import { useCreateOrder, useShopApp } from '../api/queries';
import type { ShopApp } from '../api/types';
import { CATEGORY_LABEL, planPrice } from '../constants';

interface Props {
  /** the catalogue entry clicked: shown at once, refreshed by the detail call */
  app: ShopApp;
  onClose: () => void;
}

/** An application's detail: description, plans and prices, and the subscribe / open action. */
export function AppDetailDrawer({ app: listed, onClose }: Props) {
  const detail = useShopApp(listed.id);
  const app = detail.data ?? listed;
  const [planId, setPlanId] = useState(listed.plans[0]?.planId);
  const plan = app.plans.find((p) => p.planId === planId) ?? app.plans[0];
  const create = useCreateOrder();
  const submit = useSubmitOnce();
  const free = plan?.price === 0;
  // a free application already owned needs nothing; a paid one may be renewed or upgraded
  const blocked = app.pendingOrder || (app.owned && free);
  const order = () =>
    create
      .mutateAsync({ appId: app.id, planId: plan.planId })
      .then((o) => toastSuccess(o.status === 1 ? `已开通${o.appName}` : `订单已创建：${o.orderNo}，请尽快完成支付`));

  return (
    <Drawer
      open
      title={app.name}
      size={480}
      onClose={onClose}
      footer={
        <Space>
          <Button type="primary" disabled={blocked || !plan} loading={submit.pending} onClick={submit.guard(order)}>
            {app.owned && free ? '已开通' : free ? '立即开通' : app.owned ? '续费订阅' : '立即订阅'}
          </Button>
          <Link to="/home/workbench_orderListManagement">查看订单</Link>
        </Space>
      }
    >
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color="blue">{CATEGORY_LABEL[app.categoryMark]}</Tag>
          {app.owned && <Tag color="green">已开通</Tag>}
          {app.pendingOrder && <Tag color="gold">待支付</Tag>}
        </Space>
        {app.pendingOrder && <Alert type="warning" showIcon title="该应用有待支付的订单，请在应用订单中支付或取消" />}
        <Typography.Paragraph style={{ margin: 0 }}>{app.description}</Typography.Paragraph>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'dev', label: '开发者', children: app.developer },
            { key: 'summary', label: '简介', children: app.summary },
          ]}
        />
        <div>
          <Typography.Text strong>版本与价格</Typography.Text>
          <Radio.Group
            aria-label="版本与价格"
            style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 8 }}
            value={plan?.planId}
            onChange={(e) => setPlanId(e.target.value as string)}
            options={app.plans.map((p) => ({
              value: p.planId,
              label: (
                <Space size={12}>
                  {p.name}
                  <Typography.Text type="danger">{planPrice(p)}</Typography.Text>
                </Space>
              ),
            }))}
          />
        </div>
      </Space>
    </Drawer>
  );
}
