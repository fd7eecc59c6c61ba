// A user's GST documents on their page in the console: receipt vouchers and monthly tax invoices,
// newest first, 10 a page, each with its PDF. The PDF is asked through GraphQL (the console's own
// sign-in) and handed to the browser as a download.
import { Suspense, useState, useTransition } from 'react';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { cursorForPage } from '@freshmeals/rules/pagination';
import { formatDateTime, formatINR } from '../../shared/format';
import { DOCUMENTS_PAGE_SIZE } from '../route';
import type { UserDocumentsPdfQuery } from './__generated__/UserDocumentsPdfQuery.graphql';
import type { UserDocumentsQuery, UserDocumentsQuery$data } from './__generated__/UserDocumentsQuery.graphql';
import { savePdf } from '@freshmeals/ui/download';

export const DOWNLOAD_FAILED = "We couldn't download the document. Please try again.";

type Row = NonNullable<UserDocumentsQuery$data['userTaxDocuments']['edges'][number]>['node'];

const pdfQuery = graphql`
  query UserDocumentsPdfQuery($userId: Int!, $documentId: Int!) {
    taxDocument(userId: $userId, documentId: $documentId) {
      pdf {
        fileName
        base64
      }
    }
  }
`;

function DocumentsTable({ userId, page, onPageChange, loading }: { userId: number; page: number; onPageChange(page: number): void; loading: boolean }) {
  const data = useLazyLoadQuery<UserDocumentsQuery>(
    graphql`
      query UserDocumentsQuery($userId: Int!, $first: Int!, $after: String) @preloadable {
        userTaxDocuments(userId: $userId, first: $first, after: $after) {
          totalCount
          edges {
            node {
              id
              documentId
              title
              number
              issuedAt
              month
              taxable
              cgst
              sgst
              igst
              total
            }
          }
        }
      }
    `,
    { userId, first: DOCUMENTS_PAGE_SIZE, after: cursorForPage(page, DOCUMENTS_PAGE_SIZE) },
    // The first page is started by the route with the rest of the screen (route.ts): this reads it
    // from the store, or joins the request still on its way. Later pages load when asked for.
    { fetchPolicy: 'store-or-network' },
  );
  const environment = useRelayEnvironment();
  const [downloading, setDownloading] = useState<number | null>(null);

  const download = async (documentId: number) => {
    setDownloading(documentId);
    try {
      const answer = await fetchQuery<UserDocumentsPdfQuery>(environment, pdfQuery, { userId, documentId }, { fetchPolicy: 'network-only' }).toPromise();
      const pdf = answer?.taxDocument.pdf;
      if (!pdf) throw new Error('no file');
      savePdf(pdf.fileName, pdf.base64);
    } catch {
      toast.error(DOWNLOAD_FAILED);
    } finally {
      setDownloading(null);
    }
  };

  const columns: ColumnsType<Row> = [
    { title: 'Document', key: 'title', render: (_, row) => `${row.title} ${row.number}` },
    { title: 'Month', key: 'month', render: (_, row) => row.month ?? '—' },
    { title: 'Issued', key: 'issuedAt', render: (_, row) => formatDateTime(row.issuedAt) },
    { title: 'Taxable', key: 'taxable', align: 'right', render: (_, row) => formatINR(row.taxable) },
    { title: 'GST', key: 'gst', align: 'right', render: (_, row) => formatINR(row.cgst + row.sgst + row.igst) },
    { title: 'Total', key: 'total', align: 'right', render: (_, row) => formatINR(row.total) },
    {
      title: 'PDF',
      key: 'pdf',
      render: (_, row) => (
        <Button size="small" loading={downloading === row.documentId} onClick={() => void download(row.documentId)}>
          Download
        </Button>
      ),
    },
  ];

  // An empty table would scroll sideways on a phone with nothing in it to focus: say so in words.
  if (data.userTaxDocuments.totalCount === 0 && page === 1) {
    return <Typography.Text type="secondary">No documents yet.</Typography.Text>;
  }

  return (
    <Table<Row>
      rowKey="id"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={data.userTaxDocuments.edges.map((edge) => edge.node)}
      pagination={{ current: page, pageSize: DOCUMENTS_PAGE_SIZE, total: data.userTaxDocuments.totalCount, showSizeChanger: false, onChange: onPageChange }}
      scroll={{ x: 'max-content' }}
    />
  );
}

export function UserDocuments({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const [isPending, startTransition] = useTransition();
  return (
    <section aria-labelledby="fm-user-documents" style={{ marginTop: 32 }}>
      {/* The screen's title is the h1: this section's heading comes next, at level 2. */}
      <Typography.Title level={2} id="fm-user-documents" style={{ fontSize: 20 }}>
        GST documents
      </Typography.Title>
      <Suspense fallback={<Table size="small" loading columns={[]} dataSource={[]} />}>
        <DocumentsTable userId={userId} page={page} loading={isPending} onPageChange={(next) => startTransition(() => setPage(next))} />
      </Suspense>
    </section>
  );
}
