import { Button, Modal, Result, Spin, theme } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { saveBlob } from '@/lib/http/download';
import { usePrinterQr } from '../api/queries';
import type { Printer } from '../api/types';
import { dataUrlToBlob } from '../lib/data-url';

/** The printer's QR code (/printer/printerQrcCode) as the server draws it, shown and downloadable. */
export function QrCodeModal({ printer, onClose }: { printer: Printer; onClose(): void }) {
  const { token } = theme.useToken();
  const qr = usePrinterQr(printer.printerSn);
  const download = () => {
    const image = qr.data!.qrcode;
    const name = `打印机二维码-${printer.printerSn}`;
    if (image.startsWith('data:')) {
      const { blob, extension } = dataUrlToBlob(image);
      saveBlob(blob, `${name}.${extension}`);
    } else {
      // an image address rather than a data URL: the browser fetches and saves it
      const a = document.createElement('a');
      a.href = image;
      a.download = `${name}.png`;
      a.click();
    }
  };
  return (
    <Modal
      open
      title={`打印机二维码 · ${printer.printerSn}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
        <Button key="download" type="primary" icon={<DownloadOutlined />} disabled={!qr.data} onClick={download}>
          下载二维码
        </Button>,
      ]}
    >
      <div style={{ textAlign: 'center', minHeight: 240 }}>
        {qr.data ? (
          <>
            <img
              src={qr.data.qrcode}
              alt={`打印机 ${printer.printerSn} 二维码`}
              style={{ width: 240, maxWidth: '100%' }}
            />
            <div style={{ color: token.colorTextSecondary }}>{printer.location} · 员工扫码即可在此打印机打印</div>
          </>
        ) : qr.isError ? (
          <Result
            status="warning"
            title="获取二维码失败，请稍后重试"
            extra={<Button onClick={() => void qr.refetch()}>重试</Button>}
          />
        ) : (
          <div style={{ paddingTop: 96 }}>
            <Spin />
          </div>
        )}
      </div>
    </Modal>
  );
}
