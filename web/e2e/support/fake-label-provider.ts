/**
 * A stand-in for the EU wine e-label provider, on a loopback port of its own (another origin than the
 * shop's, as the real provider is): its script defines `window.productLabel.open(labelId)`, which shows
 * the provider's label page for the id in a frame of a dialog. Nothing leaves the machine.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const script = (origin: string) => `
window.productLabel = {
  open(labelId) {
    const dialog = document.createElement('dialog');
    dialog.setAttribute('aria-label', 'E-Label des Anbieters');
    const frame = document.createElement('iframe');
    frame.title = 'E-Label ' + labelId;
    frame.src = ${JSON.stringify(origin)} + '/label/' + encodeURIComponent(labelId);
    dialog.append(frame);
    document.body.append(dialog);
    dialog.showModal();
  },
};
`;

const labelPage = (labelId: string) =>
  `<!doctype html><html lang="de"><title>E-Label</title><h1>E-Label ${labelId.replace(/[^\w-]/g, '')}</h1><p>Nährwerte je 100 ml</p></html>`;

export async function startFakeLabelProvider(host: string): Promise<{ origin: string; close(): Promise<void> }> {
  let origin = '';
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    if (path === '/product-label.js')
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script(origin));
    if (path.startsWith('/label/'))
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(labelPage(decodeURIComponent(path.slice('/label/'.length))));
    return response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
