// REST routes for GST documents: the signed-in customer's GET /me/documents and
// GET /me/documents/{id}.pdf, and the admins' GET /admin/users/{id}/documents and
// GET /admin/users/{id}/documents/{docId}.pdf. A document that is not the caller's (or not that
// user's) is 404, the same as one that does not exist. Amounts are INR.
import { TAX_DOCUMENTS_PAGE_SIZE } from '../../../schema/tax-documents/tax-documents.ts';
import { page, pageVariables, requiredInt, type RestRoute } from '../facade.ts';

const DOCUMENT = `fragment TaxDocumentSummary on TaxDocument {
  id: documentId kind title number financialYear issuedAt month total taxable cgst sgst igst ratePercent sacCode placeOfSupply fileName
}`;

const pageQuery = {
  page: { type: 'integer', description: '1-based page number, a whole number (default 1); anything else is 400' },
  limit: { type: 'integer', description: 'Page size, 1 to 100 (default 10); anything else is 400' },
} as const;

const pdf = { contentType: 'application/pdf', file: (body: Record<string, any>) => ({ base64: body.base64, fileName: body.fileName }) };

const NOT_A_DOCUMENT = 'Document not found';

export const documentRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/me/documents',
    tag: 'documents',
    access: 'logged-in',
    summary: "The signed-in customer's GST documents (a receipt voucher per paid top-up, a tax invoice per month of meals delivered), newest first, 10 a page.",
    querySchema: pageQuery,
    document: `query RestMyDocuments($first: Int, $after: String) {
      myTaxDocuments(first: $first, after: $after) @flatten { total: totalCount data: edges @unwrap { node { ...TaxDocumentSummary } } }
    } ${DOCUMENT}`,
    variables: ({ query }) => pageVariables(query, TAX_DOCUMENTS_PAGE_SIZE),
    add: { page: page(TAX_DOCUMENTS_PAGE_SIZE) },
  },
  {
    method: 'GET',
    path: '/me/documents/:id.pdf',
    tag: 'documents',
    access: 'logged-in',
    summary: "One of the signed-in customer's GST documents as a PDF file (another's is 404).",
    document: `query RestMyDocumentPdf($documentId: Int!) { myTaxDocument(documentId: $documentId) @flatten { pdf @flatten { fileName base64 } } }`,
    variables: ({ params }) => ({ documentId: requiredInt(params.id, NOT_A_DOCUMENT, 404) }),
    download: pdf,
  },
  {
    method: 'GET',
    path: '/admin/users/:id/documents',
    tag: 'documents',
    access: 'admin',
    summary: "A user's GST documents, newest first, 10 a page.",
    querySchema: pageQuery,
    document: `query RestUserDocuments($userId: Int!, $first: Int, $after: String) {
      userTaxDocuments(userId: $userId, first: $first, after: $after) @flatten { total: totalCount data: edges @unwrap { node { ...TaxDocumentSummary } } }
    } ${DOCUMENT}`,
    variables: ({ params, query }) => ({ userId: requiredInt(params.id, 'User not found', 404), ...pageVariables(query, TAX_DOCUMENTS_PAGE_SIZE) }),
    add: { page: page(TAX_DOCUMENTS_PAGE_SIZE) },
  },
  {
    method: 'GET',
    path: '/admin/users/:id/documents/:docId.pdf',
    tag: 'documents',
    access: 'admin',
    summary: "One of a user's GST documents as a PDF file (one that is not that user's is 404).",
    document: `query RestUserDocumentPdf($userId: Int!, $documentId: Int!) { taxDocument(userId: $userId, documentId: $documentId) @flatten { pdf @flatten { fileName base64 } } }`,
    variables: ({ params }) => ({
      userId: requiredInt(params.id, NOT_A_DOCUMENT, 404),
      documentId: requiredInt(params.docId, NOT_A_DOCUMENT, 404),
    }),
    download: pdf,
  },
];
