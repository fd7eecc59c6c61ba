// The customer's GST documents on the account page: a receipt voucher for each paid top-up and a
// tax invoice for each month of meals delivered, newest first, 10 at a time with "Load more", each
// with its PDF. The section asks for its own documents (its own query, below the fold: the page's
// query stays within the selection budget) and the PDF through GraphQL (the same sign-in and token
// renewal as the rest of the page), handed to the browser as a download.
import { Suspense, useState, useTransition } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { formatINR } from '@freshmeals/ui/format';
import { Button } from '../ui/Field';
import type { AccountDocuments_viewer$key } from './__generated__/AccountDocuments_viewer.graphql';
import type { AccountDocumentsPdfQuery } from './__generated__/AccountDocumentsPdfQuery.graphql';
import type { AccountDocumentsQuery } from './__generated__/AccountDocumentsQuery.graphql';
import styles from './account/Account.module.css';
import { formatDate } from './account/format';
import { savePdf } from '@freshmeals/ui/download';

export const DOCUMENTS_PAGE_SIZE = 10;

const pdfQuery = graphql`
  query AccountDocumentsPdfQuery($documentId: Int!) {
    myTaxDocument(documentId: $documentId) {
      pdf {
        fileName
        base64
      }
    }
  }
`;

function DocumentsList({ viewer }: { viewer: AccountDocuments_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment AccountDocuments_viewer on User
      @refetchable(queryName: "AccountDocumentsPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        taxDocuments(first: $count, after: $cursor) @connection(key: "AccountDocuments_taxDocuments") {
          totalCount
          edges {
            node {
              id
              documentId
              title
              number
              issuedAt
              month
              total
            }
          }
        }
      }
    `,
    viewer,
  );
  const environment = useRelayEnvironment();
  const [, startTransition] = useTransition();
  const [downloading, setDownloading] = useState<number | null>(null);
  const edges = data.taxDocuments.edges;

  const onLoadMore = () =>
    startTransition(() => {
      loadNext(DOCUMENTS_PAGE_SIZE, {
        onComplete: (error) => {
          if (error) toast.error("We couldn't load more documents. Please try again.");
        },
      });
    });

  const onDownload = async (documentId: number) => {
    setDownloading(documentId);
    try {
      const answer = await fetchQuery<AccountDocumentsPdfQuery>(environment, pdfQuery, { documentId }, { fetchPolicy: 'network-only' }).toPromise();
      const pdf = answer?.myTaxDocument.pdf;
      if (!pdf) throw new Error('no file');
      savePdf(pdf.fileName, pdf.base64);
    } catch {
      toast.error("We couldn't download the document. Please try again.");
    } finally {
      setDownloading(null);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-documents-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-documents-title" className={styles.sectionTitle}>
          Documents
        </h2>
        <p className={styles.sectionNote}>
          {edges.length} of {data.taxDocuments.totalCount}
        </p>
      </div>
      {edges.length === 0 ? (
        <p className={styles.empty}>No documents yet: a receipt voucher comes with each top-up, a tax invoice each month you had meals.</p>
      ) : (
        <ul className={styles.list} aria-label="Documents">
          {edges.map(({ node }) => (
            <li key={node.id} className={styles.row}>
              <div className={styles.rowMain}>
                <p className={styles.rowTitle}>
                  {node.title} {node.number}
                </p>
                <p className={styles.rowMeta}>
                  {node.month ? `Meals of ${node.month} · ` : ''}
                  Issued <time dateTime={node.issuedAt}>{formatDate(node.issuedAt)}</time> · {formatINR(node.total)}
                </p>
              </div>
              <Button
                variant="secondary"
                auto
                busy={downloading === node.documentId}
                onClick={() => void onDownload(node.documentId)}
              >
                Download PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasNext ? (
        <div className={styles.more}>
          <Button variant="secondary" auto busy={isLoadingNext} onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function LoadedDocuments() {
  const { viewer } = useLazyLoadQuery<AccountDocumentsQuery>(
    graphql`
      query AccountDocumentsQuery {
        viewer {
          ...AccountDocuments_viewer
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  return viewer ? <DocumentsList viewer={viewer} /> : null;
}

export function AccountDocuments() {
  return (
    <Suspense fallback={null}>
      <LoadedDocuments />
    </Suspense>
  );
}
