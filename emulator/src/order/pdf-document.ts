/**
 * A one-page PDF 1.4 of text lines in Helvetica (a standard font, nothing embedded), written without
 * any library: objects, their byte offsets in the cross-reference table, the trailer. Text is in
 * WinAnsiEncoding (Latin-1, with the euro sign at 0x80).
 */
export interface PdfLine {
  text: string;
  /** Points from the left and from the top of an A4 page. */
  x: number;
  y: number;
  size?: number;
  bold?: boolean;
}

const A4 = { width: 595, height: 842 };

const winAnsi = (text: string) =>
  Buffer.from(
    text
      .replace(/€/g, '\x80')
      .replace(/[\\()]/g, (char) => `\\${char}`)
      // Outside Latin-1 (and not the euro sign): a question mark, as a font without the glyph would show.
      .replace(/[\u0100-\uffff]/g, '?'),
    'latin1',
  );

export function renderPdf(lines: PdfLine[], title: string): Buffer {
  const content = Buffer.concat(
    lines.flatMap((line) => [
      Buffer.from(
        `BT /${line.bold ? 'F2' : 'F1'} ${line.size ?? 10} Tf ${line.x} ${A4.height - line.y} Td (`,
        'latin1',
      ),
      winAnsi(line.text),
      Buffer.from(') Tj ET\n', 'latin1'),
    ]),
  );
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>', 'latin1'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>', 'latin1'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
      'latin1',
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>', 'latin1'),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'),
      content,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    Buffer.concat([Buffer.from('<< /Title (', 'latin1'), winAnsi(title), Buffer.from(') >>', 'latin1')]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    offset += object.length;
    parts.push(object);
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
