import { useState } from 'react';
import { Button, Card, Col, Input, Row, Segmented, Space, Tag, Typography } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { isWaiting } from '@/lib/query/list-subject';
import { useShopApps } from '../api/queries';
import type { AppCategory, ShopApp } from '../api/types';
import { AppDetailDrawer } from '../components/app-detail-drawer';
import { CATEGORY_LABEL, CATEGORY_OPTIONS, planPrice } from '../constants';
import { CLEARABLE } from '@/components/clearable';

/** The lowest price of an application's plans, as the catalogue shows it. */
const fromPrice = (app: ShopApp) => {
  const cheapest = [...app.plans].sort((a, b) => a.price - b.price)[0];
  return cheapest ? `${planPrice(cheapest)}${app.plans.length > 1 && cheapest.price > 0 ? ' 起' : ''}` : '';
};

/** /home/AppShop: the application catalogue, searched and filtered by category on the server. */
export default function AppShopPage() {
  const [text, setText] = useState('');
  const [category, setCategory] = useState<AppCategory | ''>('');
  const [open, setOpen] = useState<ShopApp | null>(null);
  const keyword = useDebouncedValue(text.trim());
  const apps = useShopApps({ keyword, categoryMark: category });

  const toolbar = (
    <>
      <Segmented<AppCategory | ''>
        aria-label="应用分类"
        value={category}
        onChange={setCategory}
        options={CATEGORY_OPTIONS}
      />
      <Input.Search
        allowClear={CLEARABLE}
        placeholder="搜索应用"
        aria-label="搜索应用"
        style={{ width: 220 }}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </>
  );
  return (
    <PageFrame
      toolbar={toolbar}
      loading={isWaiting(apps) && !apps.data}
      error={apps.isError && !apps.data ? apps.error : undefined}
      onRetry={() => void apps.refetch()}
      empty={!!apps.data && !apps.data.length}
      emptyText="没有找到应用"
    >
      {apps.data && (
        <Row gutter={[16, 16]} role="list" aria-label="应用列表" style={{ opacity: isWaiting(apps) ? 0.6 : 1 }}>
          {apps.data.map((app) => (
            <Col key={app.id} xs={24} sm={12} lg={8} xxl={6} role="listitem" aria-label={app.name}>
              <Card size="small" hoverable onClick={() => setOpen(app)} style={{ height: '100%' }}>
                <Space orientation="vertical" size={6} style={{ width: '100%' }}>
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <Typography.Text strong>{app.name}</Typography.Text>
                    {app.owned ? (
                      <Tag color="green">已开通</Tag>
                    ) : app.pendingOrder ? (
                      <Tag color="gold">待支付</Tag>
                    ) : null}
                  </Space>
                  <Typography.Text type="secondary" ellipsis>
                    {app.summary}
                  </Typography.Text>
                  <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                    <span>
                      <Tag>{CATEGORY_LABEL[app.categoryMark]}</Tag>
                      {fromPrice(app)}
                    </span>
                    <Button
                      size="small"
                      type="link"
                      onClick={(e) => {
                        e.stopPropagation();
                        setOpen(app);
                      }}
                    >
                      查看详情
                    </Button>
                  </Space>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      {open && <AppDetailDrawer app={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}
