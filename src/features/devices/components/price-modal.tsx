import { Form, InputNumber, Modal, Result, Spin } from 'antd';
import { FormDialog } from '@/components/list-kit/form-dialog';
import { toastSuccess } from '@/lib/feedback/toast';
import { usePrinterPrice, useSetPrice } from '../api/queries';
import type { Printer } from '../api/types';
import { PRICE_MAX } from '../constants';

/** 设置单价: reads the printer's price (/printer/getPrinterPrice) first; the form mounts with it. */
export function PriceModal({ printer, onClose }: { printer: Printer; onClose(): void }) {
  const price = usePrinterPrice(printer.printerId);
  if (price.data) return <PriceFormModal printer={printer} initial={price.data.price} onClose={onClose} />;
  return (
    <Modal open title={`设置单价 · ${printer.printerSn}`} footer={null} onCancel={onClose} destroyOnHidden>
      {price.isError ? (
        <Result status="warning" title="获取单价失败，请稍后重试" />
      ) : (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
    </Modal>
  );
}

function PriceFormModal({ printer, initial, onClose }: { printer: Printer; initial: number; onClose(): void }) {
  const [form] = Form.useForm<{ price: number | null }>();
  const setPrice = useSetPrice();
  const save = async (v: { price: number | null }) => {
    await setPrice.mutateAsync({ printerId: printer.printerId, price: v.price ?? 0 });
    toastSuccess('单价已设置');
    onClose();
  };
  return (
    <FormDialog
      title={`设置单价 · ${printer.printerSn}`}
      form={form}
      initialValues={{ price: initial }}
      save={save}
      onClose={onClose}
    >
      <Form.Item
        name="price"
        label="单价（元/页）"
        extra="0 表示免费打印"
        rules={[
          { required: true, message: '请输入单价' },
          { type: 'number', min: 0, message: '单价不能小于0' },
          { type: 'number', max: PRICE_MAX, message: `单价不能超过${PRICE_MAX}元` },
        ]}
      >
        <InputNumber style={{ width: '100%' }} step={0.01} precision={2} placeholder="如：0.10" />
      </Form.Item>
    </FormDialog>
  );
}
