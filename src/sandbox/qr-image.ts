import { Ecc, QrCode } from '@rc-component/qrcode/es/libs/qrcodegen';

// The printer QR code image as the server would answer it: an SVG data URL of a real, scannable QR
// code with the SN printed below (docs/assumed-contract.md "Devices and printers"). The modules come
// from Project Nayuki's QR Code generator, the encoder antd's own QRCode component draws with
// (@rc-component/qrcode, installed with antd), so the sandbox carries no encoder of its own.

const CELL = 8;
/** The quiet zone the QR standard asks for around the code, in modules. */
const QUIET = 4;
const LABEL = 28;

/** An SVG data URL of a QR code holding `content`, labelled with `label`. */
export function qrCodeDataUrl(content: string, label: string): string {
  const qr = QrCode.encodeText(content, Ecc.MEDIUM);
  const cells: string[] = [];
  for (let y = 0; y < qr.size; y++) {
    // one rectangle per horizontal run of dark modules
    for (let x = 0; x < qr.size; x++) {
      if (!qr.getModule(x, y)) continue;
      let run = 1;
      while (x + run < qr.size && qr.getModule(x + run, y)) run++;
      cells.push(`M${(QUIET + x) * CELL} ${(QUIET + y) * CELL}h${run * CELL}v${CELL}h-${run * CELL}z`);
      x += run;
    }
  }
  const side = (qr.size + QUIET * 2) * CELL;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side + LABEL}" viewBox="0 0 ${side} ${side + LABEL}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path d="${cells.join('')}" fill="#000"/>` +
    `<text x="${side / 2}" y="${side + 14}" font-size="16" text-anchor="middle" font-family="monospace">${label.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
