import { connect } from 'node:net';

/** A request written byte for byte (HTTP clients refuse control characters and rewrite `\` in paths). */
export function rawRequest(
  baseUrl: string,
  lines: string[],
  body = '',
): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', rest = ''] = text.split('\r\n\r\n', 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), head, body: rest });
    });
    const bodyBytes = Buffer.from(body, 'utf8');
    const head = [
      ...lines,
      `host: ${hostname}:${port}`,
      'connection: close',
      ...(body ? [`content-length: ${bodyBytes.length}`] : []),
      '',
      '',
    ].join('\r\n');
    // Not half-closed: Node's server would abort the request; `connection: close` ends the answer.
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), bodyBytes]));
  });
}
