// A GST document as a PDF (pdf-lib: pure JavaScript, no native build or headless browser, so it
// runs wherever the gateway runs). It is drawn from the document row alone, which holds everything
// as issued, so the same document always gives the same file.
//
// The PDF's standard fonts (Helvetica) encode Windows-1252 only: the rupee sign is written 'INR',
// and any other character they cannot draw (a name in Devanagari, say) is replaced by '?' instead of
// failing the download.
//
// pdf-lib is imported when the first document is drawn: its 170 modules cost a gateway start about
// 0.15 s on 2 cores, and most starts draw none.
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { TaxDocument } from '../../prisma/generated/client/client.ts';
import type { MailAttachment } from '../context.ts';
import { stateLabel, TAX_DOCUMENT_TITLES } from '@freshmeals/rules/tax-documents';
import { businessDate } from '../time.ts';
import { documentLines, GST_TIME_ZONE, monthLabel, type CustomerSnapshot, type SellerSnapshot } from './issue.ts';

const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** The text as the standard fonts can draw it. */
export function pdfText(text: string): string {
  return [...text.replace(/₹\s?/g, 'INR ')]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === '\n' || c === '\t') return ' ';
      return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(c) ? c : '?';
    })
    .join('');
}

/** Paise as '1,234.56' (Indian digit grouping). */
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const percent = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/** dd/mm/yyyy of a 'YYYY-MM-DD'. */
const indianDate = (date: string) => date.split('-').reverse().join('/');

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 48;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly colors: { text: Color; rule: Color },
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** Room for `height` more points, on a new page if this one is full. */
  room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  /** Text at x on the current line, cut to `width` points. */
  text(value: string, x: number, options: { size?: number; bold?: boolean; width?: number; right?: boolean } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    let t = pdfText(value);
    const width = options.width ?? PAGE.width - MARGIN - x;
    while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = `${t.slice(0, -2)}…`;
    const drawX = options.right ? x + width - font.widthOfTextAtSize(t, size) : x;
    this.page.drawText(t, { x: drawX, y: this.y, size, font, color: this.colors.text });
  }

  /** Text wrapped over lines of `width` points; moves down. */
  paragraph(value: string, x: number, width: number, options: { size?: number; bold?: boolean } = {}) {
    const size = options.size ?? 9;
    const font = options.bold ? this.bold : this.regular;
    const words = pdfText(value).split(/\s+/).filter(Boolean);
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.room(size + 3);
      this.text(l, x, { size, bold: options.bold, width });
      this.y -= size + 3;
    }
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: PAGE.width - MARGIN, y: this.y }, thickness: 0.5, color: this.colors.rule });
  }
}

/** The PDF of a document. */
export async function renderTaxDocument(doc: TaxDocument): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const title = TAX_DOCUMENT_TITLES[doc.kind];
  pdf.setTitle(`${title} ${doc.number}`);
  pdf.setCreationDate(doc.issuedAt);
  pdf.setModificationDate(doc.issuedAt);
  const w = new Writer(pdf, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold), {
    text: rgb(0.1, 0.1, 0.1),
    rule: rgb(0.6, 0.6, 0.6),
  });
  const seller = doc.seller as unknown as SellerSnapshot;
  const customer = doc.customer as unknown as CustomerSnapshot;
  const half = (PAGE.width - 2 * MARGIN) / 2;

  w.text(title, MARGIN, { size: 18, bold: true });
  w.text(`No. ${doc.number}`, MARGIN + half, { size: 11, bold: true, width: half, right: true });
  w.down(16);
  w.text(doc.kind === 'tax_invoice' ? 'Original for recipient' : 'Advance received for services to be supplied', MARGIN, { size: 8 });
  w.text(`Date: ${indianDate(businessDate(doc.issuedAt, GST_TIME_ZONE))}`, MARGIN + half, { size: 10, width: half, right: true });
  w.down(22);

  const top = w.y;
  w.text('Supplier', MARGIN, { bold: true });
  w.down(12);
  w.paragraph(seller.legalName, MARGIN, half - 12, { bold: true });
  w.paragraph(seller.address, MARGIN, half - 12);
  w.paragraph(`State: ${stateLabel(seller.stateCode)}`, MARGIN, half - 12);
  w.paragraph(`GSTIN: ${seller.gstin}`, MARGIN, half - 12);
  w.paragraph(`FSSAI Lic. No.: ${seller.fssaiLicence}`, MARGIN, half - 12);
  const leftEnd = w.y;
  w.y = top;
  w.text('Recipient', MARGIN + half, { bold: true });
  w.down(12);
  w.paragraph(customer.name, MARGIN + half, half, { bold: true });
  w.paragraph(customer.address ? `Billing address: ${customer.address}` : 'Billing address: not given', MARGIN + half, half);
  w.paragraph(customer.email, MARGIN + half, half);
  w.paragraph('GSTIN: unregistered', MARGIN + half, half);
  w.paragraph(`Place of supply: ${stateLabel(doc.placeOfSupply)}`, MARGIN + half, half);
  w.y = Math.min(leftEnd, w.y) - 10;

  w.paragraph(
    `SAC ${doc.sacCode} · GST ${percent(doc.rateBasisPoints)} · Tax payable on reverse charge: No` +
      (doc.kind === 'tax_invoice' && doc.month ? ` · Meals delivered in ${monthLabel(doc.month)}` : ''),
    MARGIN,
    PAGE.width - 2 * MARGIN,
  );
  w.down(6);

  // The lines: #, description, date, qty, taxable value, total (tax included).
  const cols = { n: MARGIN, desc: MARGIN + 22, date: MARGIN + 290, qty: MARGIN + 345, taxable: MARGIN + 370, total: MARGIN + 435 };
  const numWidth = 64;
  w.rule();
  w.down(12);
  w.text('#', cols.n, { bold: true });
  w.text('Description', cols.desc, { bold: true });
  w.text('Date', cols.date, { bold: true });
  w.text('Qty', cols.qty, { bold: true });
  w.text('Taxable (INR)', cols.taxable, { bold: true, width: numWidth, right: true });
  w.text('Total (INR)', cols.total, { bold: true, width: numWidth, right: true });
  w.down(6);
  w.rule();
  w.down(12);
  documentLines(doc.lines).forEach((line, i) => {
    w.room(14);
    w.text(String(i + 1), cols.n);
    w.text(line.description, cols.desc, { width: cols.date - cols.desc - 6 });
    w.text(line.date ? indianDate(line.date) : '', cols.date);
    w.text(String(line.quantity), cols.qty);
    w.text(amount(line.taxablePaise), cols.taxable, { width: numWidth, right: true });
    w.text(amount(line.totalPaise), cols.total, { width: numWidth, right: true });
    w.down(13);
  });
  w.rule();
  w.down(14);

  const rate = doc.rateBasisPoints;
  const totals: [string, number][] = [
    [doc.kind === 'receipt_voucher' ? 'Taxable value of the advance' : 'Taxable value', doc.taxablePaise],
    ...(doc.placeOfSupply !== seller.stateCode
      ? ([[`IGST @ ${percent(rate)}`, doc.igstPaise]] as [string, number][])
      : ([
          [`CGST @ ${percent(rate / 2)}`, doc.cgstPaise],
          [`SGST @ ${percent(rate / 2)}`, doc.sgstPaise],
        ] as [string, number][])),
    [doc.kind === 'receipt_voucher' ? 'Advance received (tax included)' : 'Total (tax included)', doc.totalPaise],
  ];
  for (const [label, paise] of totals) {
    w.room(14);
    const last = label.startsWith('Advance received') || label.startsWith('Total');
    w.text(label, cols.date - 60, { bold: last, width: cols.total - cols.date + 50 });
    w.text(`INR ${amount(paise)}`, cols.total - 20, { bold: last, width: numWidth + 20, right: true });
    w.down(13);
  }
  w.down(10);
  w.paragraph('Prices are inclusive of GST. This is a computer-generated document issued by the supplier.', MARGIN, PAGE.width - 2 * MARGIN, { size: 8 });
  w.paragraph(`For ${seller.legalName}: Authorised signatory`, MARGIN, PAGE.width - 2 * MARGIN, { size: 8 });
  return pdf.save();
}

/** The file name a download gets: 'FM-26-27-000123.pdf'. */
export const documentFileName = (number: string) => `${number.replace(/\//g, '-')}.pdf`;

/** A document's PDF to attach to an e-mail (its receipt); none without a document. */
export async function documentAttachments(doc: TaxDocument | null): Promise<MailAttachment[]> {
  if (!doc) return [];
  const bytes = await renderTaxDocument(doc);
  return [{ name: documentFileName(doc.number), contentType: 'application/pdf', contentBase64: Buffer.from(bytes).toString('base64') }];
}
