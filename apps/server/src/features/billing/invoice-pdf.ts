import PDFDocument from 'pdfkit';

export interface InvoiceForPdf {
  invoiceNumber: string;
  invoiceDate: Date;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  net: string;
  taxRate: string;
  tax: string;
  gross: string;
  currency: string;
  isReverseCharge: boolean;
  language: string;
  paymentTransactionId: string;
  buyer: {
    company: string;
    salutation: string;
    firstName: string;
    lastName: string;
    street: string;
    postalCode: string;
    city: string;
    countryCode: string;
    taxId: string | null;
    taxClass: string;
  };
}

export interface Seller {
  lines: string[];
  vatId: string;
  taxNumber: string;
}

const texts = {
  de: {
    title: 'Rechnung',
    number: 'Rechnungsnummer',
    date: 'Rechnungsdatum',
    period: 'Leistungszeitraum',
    item: 'Leistung',
    net: 'Nettobetrag',
    vat: (rate: string) => `Umsatzsteuer ${rate} %`,
    gross: 'Rechnungsbetrag',
    paid: (id: string) => `Bezahlt über PayPal, Transaktion ${id}.`,
    buyerVat: 'USt-IdNr. des Leistungsempfängers',
    sellerVat: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, Art. 196 MwStSystRL).',
    nonEu: 'Nicht im Inland steuerbare Leistung (Leistungsort außerhalb der EU).',
    locale: 'de-DE',
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Invoice date',
    period: 'Service period',
    item: 'Service',
    net: 'Net amount',
    vat: (rate: string) => `VAT ${rate} %`,
    gross: 'Total',
    paid: (id: string) => `Paid via PayPal, transaction ${id}.`,
    buyerVat: 'Customer VAT ID',
    sellerVat: 'VAT ID',
    taxNumber: 'Tax number',
    reverseCharge: 'Reverse charge: VAT to be accounted for by the recipient (Art. 196 VAT Directive).',
    nonEu: 'Not taxable in Germany (place of supply outside the EU).',
    locale: 'en-GB',
  },
} as const;

/** The invoice as PDF with every item §14 (4) UStG asks for, in the buyer's language. */
export function renderInvoicePdf(invoice: InvoiceForPdf, seller: Seller): Promise<Buffer> {
  const t = invoice.language === 'en' ? texts.en : texts.de;
  const date = (value: Date) => value.toLocaleDateString(t.locale, { timeZone: 'Europe/Berlin' });
  const money = (value: string) =>
    Number(value).toLocaleString(t.locale, { style: 'currency', currency: invoice.currency });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `${t.title} ${invoice.invoiceNumber}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(9).fillColor('#555').text(seller.lines.join(' · '));
  doc.moveDown(2).fillColor('#000').fontSize(11);
  const { buyer } = invoice;
  doc.text(buyer.company);
  doc.text(`${buyer.firstName} ${buyer.lastName}`);
  doc.text(buyer.street);
  doc.text(`${buyer.postalCode} ${buyer.city}`);
  doc.text(buyer.countryCode);
  if (buyer.taxId) doc.text(`${t.buyerVat}: ${buyer.taxId}`);

  doc.moveDown(2).fontSize(18).text(t.title);
  doc.moveDown(0.5).fontSize(11);
  doc.text(`${t.number}: ${invoice.invoiceNumber}`);
  doc.text(`${t.date}: ${date(invoice.invoiceDate)}`);
  doc.text(`${t.period}: ${date(invoice.periodStart)} – ${date(invoice.periodEnd)}`);

  doc.moveDown(1.5);
  doc.text(`${t.item}: Baylytics ${invoice.description}`);
  doc.moveDown(0.5);
  doc.text(`${t.net}: ${money(invoice.net)}`);
  doc.text(`${t.vat(Number(invoice.taxRate).toLocaleString(t.locale))}: ${money(invoice.tax)}`);
  doc
    .font('Helvetica-Bold')
    .text(`${t.gross}: ${money(invoice.gross)}`)
    .font('Helvetica');
  doc.moveDown(1);
  if (invoice.isReverseCharge) doc.text(t.reverseCharge);
  if (buyer.taxClass === 'nonEu') doc.text(t.nonEu);
  doc.text(t.paid(invoice.paymentTransactionId));

  doc.moveDown(3).fontSize(9).fillColor('#555');
  doc.text(seller.lines.join('\n'));
  doc.text(`${t.sellerVat}: ${seller.vatId} · ${t.taxNumber}: ${seller.taxNumber}`);
  doc.end();
  return done;
}
