// GST documents in the API: a customer reads their own receipt vouchers and tax invoices, an admin
// anyone's. A document someone may not read is answered as not found, never as someone else's.
//
// GraphQL: `User.taxDocuments` (viewer { taxDocuments }: themselves and admins), `myTaxDocuments` and
// `myTaxDocument(documentId)` (signed-in users, their own: the REST API's /me/documents), and the
// admin's `userTaxDocuments(userId)` and `taxDocument(userId, documentId)`. A document's `pdf` is
// the file, base64, for the REST downloads.
import { queryFromInfo } from '@pothos/plugin-prisma';
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { stateLabel, TAX_DOCUMENT_KINDS, TAX_DOCUMENT_TITLES } from '@freshmeals/rules/tax-documents';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { notFound } from '../errors.ts';
import { offsetConnection, type ConnectionArgs } from '../pagination.ts';
import { fromDbDate } from '../time.ts';
import { UserNode } from '../users/user.ts';
import { documentLines, type CustomerSnapshot, type SellerSnapshot } from './issue.ts';
import { documentFileName, renderTaxDocument } from './pdf.ts';
import './settings.ts';

/** Documents a page (newest first). */
export const TAX_DOCUMENTS_PAGE_SIZE = 10;

const TaxDocumentKindEnum = builder.enumType('TaxDocumentKind', {
  description: 'receipt_voucher: for a paid top-up (an advance); tax_invoice: for the meals delivered in a month.',
  values: TAX_DOCUMENT_KINDS,
});

const TaxDocumentLine = builder
  .objectRef<{ description: string; date: string | null; quantity: number; totalPaise: number; taxablePaise: number }>('TaxDocumentLine')
  .implement({
    description: "A line of a document: a top-up's advance, or a meal delivered.",
    // Only reached through a document, whose own rule decides who reads it.
    authScopes: { loggedIn: true },
    fields: (t) => ({
      description: t.exposeString('description', { description: 'What it is.' }),
      date: t.string({ nullable: true, description: "The meal's date, YYYY-MM-DD; null for an advance.", resolve: (l) => l.date }),
      quantity: t.exposeInt('quantity', { description: 'How many.' }),
      taxable: t.float({ description: 'Taxable value, INR.', resolve: (l) => l.taxablePaise / 100 }),
      total: t.float({ description: 'Price with tax, INR.', resolve: (l) => l.totalPaise / 100 }),
    }),
  });

/** The query cost of one document's PDF (the limit is 1,000): a few at once, never a whole page. */
export const PDF_COST = 50;

const TaxDocumentPdf = builder.objectRef<{ fileName: string; base64: string }>('TaxDocumentPdf').implement({
  description: 'A document as a PDF file.',
  // Only reached through a document, whose own rule decides who reads it.
  authScopes: { loggedIn: true },
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'e.g. FM-26-27-000123.pdf.' }),
    base64: t.exposeString('base64', { description: 'The file, base64.' }),
  }),
});

export const TaxDocumentNode = builder.prismaNode('TaxDocument', {
  description: 'A GST document as issued: a receipt voucher or a tax invoice. Admins see all; a customer their own.',
  id: { field: 'id' },
  authScopes: (doc) => ({ $any: { admin: true, self: doc.userId } }),
  fields: (t) => ({
    documentId: t.exposeInt('id', { description: 'The numeric id used by the REST API.' }),
    userId: t.exposeInt('userId', { description: 'Whose document.' }),
    kind: t.expose('kind', { type: TaxDocumentKindEnum, description: 'Receipt voucher or tax invoice.' }),
    title: t.string({ description: "'Receipt Voucher' or 'Tax Invoice'.", resolve: (d) => TAX_DOCUMENT_TITLES[d.kind] }),
    number: t.exposeString('number', { description: 'Its number, unique and consecutive in its series and financial year, e.g. FM/26-27/000123.' }),
    financialYear: t.exposeString('financialYear', { description: "April to March, e.g. '2026-27'." }),
    issuedAt: t.expose('issuedAt', { type: 'DateTime', description: 'When it was issued.' }),
    month: t.string({ nullable: true, description: "A tax invoice's month, YYYY-MM; null for a receipt voucher.", resolve: (d) => (d.month ? fromDbDate(d.month).slice(0, 7) : null) }),
    total: t.float({ description: 'Total with tax, INR (the advance received, or the meals delivered).', resolve: (d) => d.totalPaise / 100 }),
    taxable: t.float({ description: 'Taxable value, INR.', resolve: (d) => d.taxablePaise / 100 }),
    cgst: t.float({ description: 'CGST, INR.', resolve: (d) => d.cgstPaise / 100 }),
    sgst: t.float({ description: 'SGST, INR.', resolve: (d) => d.sgstPaise / 100 }),
    igst: t.float({ description: 'IGST, INR.', resolve: (d) => d.igstPaise / 100 }),
    ratePercent: t.float({ description: 'GST rate, percent.', resolve: (d) => d.rateBasisPoints / 100 }),
    sacCode: t.exposeString('sacCode', { description: 'SAC code of the service.' }),
    placeOfSupply: t.string({ description: "State of the place of supply, e.g. '29-Karnataka'.", resolve: (d) => stateLabel(d.placeOfSupply) }),
    sellerName: t.string({ description: "The seller's legal name as issued.", resolve: (d) => (d.seller as unknown as SellerSnapshot).legalName }),
    sellerGstin: t.string({ description: "The seller's GSTIN as issued.", resolve: (d) => (d.seller as unknown as SellerSnapshot).gstin }),
    sellerFssaiLicence: t.string({ description: "The seller's FSSAI licence number as issued.", resolve: (d) => (d.seller as unknown as SellerSnapshot).fssaiLicence }),
    customerName: t.string({ description: "The customer's name as issued.", resolve: (d) => (d.customer as unknown as CustomerSnapshot).name }),
    billingAddress: t.string({ nullable: true, description: "The customer's billing address as issued; null when they had none.", resolve: (d) => (d.customer as unknown as CustomerSnapshot).address }),
    lines: t.field({ type: [TaxDocumentLine], description: 'Its lines.', resolve: (d) => documentLines(d.lines) }),
    fileName: t.string({ description: "The PDF's file name, e.g. FM-26-27-000123.pdf.", resolve: (d) => documentFileName(d.number) }),
    pdf: t.field({
      type: TaxDocumentPdf,
      description: 'The document as a PDF file (the REST downloads serve it as a file).',
      // Drawing a PDF costs far more than reading a row: a page of them is refused by the cost limit.
      extensions: { cost: PDF_COST },
      resolve: async (d) => ({ fileName: documentFileName(d.number), base64: Buffer.from(await renderTaxDocument(d)).toString('base64') }),
    }),
  }),
});

const TaxDocumentConnection = builder.connectionObject({ type: TaxDocumentNode, name: 'TaxDocumentConnection' });

/** A page of a user's documents, newest first. */
function documentsOf(ctx: Context, info: Parameters<typeof queryFromInfo>[0]['info'], userId: number, args: ConnectionArgs) {
  const where: Prisma.TaxDocumentWhereInput = { userId };
  return offsetConnection(
    args,
    () => ctx.prisma.taxDocument.count({ where }),
    ({ offset, limit }) =>
      ctx.prisma.taxDocument.findMany({
        ...queryFromInfo({ context: ctx, info, typeName: 'TaxDocument', path: ['edges', 'node'] }),
        where,
        orderBy: [{ issuedAt: 'desc' }, { id: 'desc' }],
        skip: offset,
        take: limit,
      }),
    TAX_DOCUMENTS_PAGE_SIZE,
  );
}

const LIST_DESCRIPTION = `GST documents (receipt vouchers and tax invoices), newest first, ${TAX_DOCUMENTS_PAGE_SIZE} a page (offset cursors).`;

builder.objectField(UserNode, 'taxDocuments', (t) =>
  t.connection(
    {
      type: TaxDocumentNode,
      description: `The user's ${LIST_DESCRIPTION} Themselves and admins.`,
      authScopes: (user) => ({ $any: { admin: true, self: user.id } }),
      resolve: (user, args, ctx, info) => documentsOf(ctx, info, user.id, args),
    },
    TaxDocumentConnection,
  ),
);

builder.queryFields((t) => ({
  myTaxDocuments: t.connection(
    {
      type: TaxDocumentNode,
      description: `The signed-in user's ${LIST_DESCRIPTION} (viewer.taxDocuments, as a root field for REST.)`,
      authScopes: { loggedIn: true },
      resolve: (_root, args, ctx, info) => documentsOf(ctx, info, ctx.viewer!.id, args),
    },
    TaxDocumentConnection,
  ),
  userTaxDocuments: t.connection(
    {
      type: TaxDocumentNode,
      description: `A user's ${LIST_DESCRIPTION} (admin).`,
      authScopes: { admin: true },
      args: { userId: t.arg.int({ required: true, description: 'Whose.' }) },
      resolve: (_root, args, ctx, info) => documentsOf(ctx, info, args.userId, args),
    },
    TaxDocumentConnection,
  ),
  myTaxDocument: t.prismaField({
    type: TaxDocumentNode,
    description: "One of the signed-in user's documents; another's, or none, is NOT_FOUND.",
    authScopes: { loggedIn: true },
    args: { documentId: t.arg.int({ required: true, description: 'Its numeric id.' }) },
    resolve: async (query, _root, args, ctx) => {
      const doc = await ctx.prisma.taxDocument.findFirst({ ...query, where: { id: args.documentId, userId: ctx.viewer!.id } });
      if (!doc) throw notFound('Document not found');
      return doc;
    },
  }),
  taxDocument: t.prismaField({
    type: TaxDocumentNode,
    description: "A user's document (admin); one that is not theirs, or none, is NOT_FOUND.",
    authScopes: { admin: true },
    args: {
      userId: t.arg.int({ required: true, description: 'Whose.' }),
      documentId: t.arg.int({ required: true, description: 'Its numeric id.' }),
    },
    resolve: async (query, _root, args, ctx) => {
      const doc = await ctx.prisma.taxDocument.findFirst({ ...query, where: { id: args.documentId, userId: args.userId } });
      if (!doc) throw notFound('Document not found');
      return doc;
    },
  }),
}));
