// The image picker: upload an image (multipart GraphQL request), and a
// paged grid of 8 thumbnails; a click selects one and closes the dialog; Delete per thumbnail, after
// a confirmation (a deleted image cannot be brought back).
// Toasts: 'Upload successful', 'Upload failed', 'No file selected'. A thumbnail load failure is only
// logged.
import { Suspense, useRef, useState } from 'react';
import { Button, Empty, Flex, Modal, Pagination, Popconfirm, Spin, Typography } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { pageArgs } from '@freshmeals/rules/pagination';
import { QueryBoundary } from '../../../lib/query-boundary';
import type { ImagePickerDialogDeleteMutation } from './__generated__/ImagePickerDialogDeleteMutation.graphql';
import type { ImagePickerDialogQuery } from './__generated__/ImagePickerDialogQuery.graphql';
import type { ImagePickerDialogUploadMutation } from './__generated__/ImagePickerDialogUploadMutation.graphql';

export const THUMBNAILS_PAGE_SIZE = 8;
export const UPLOADED = 'Upload successful';
export const UPLOAD_FAILED = 'Upload failed';
export const NO_FILE = 'No file selected';
export const DELETE_IMAGE_TITLE = 'Delete this image?';
export const DELETE_IMAGE_TEXT = 'It is removed from the library for good.';

export interface PickedImage {
  key: string;
  url: string;
}

function Thumbnails({ page, fetchKey, onPage, onPick, onDeleted }: {
  page: number;
  fetchKey: number;
  onPage(page: number): void;
  onPick(image: PickedImage): void;
  onDeleted(): void;
}) {
  const data = useLazyLoadQuery<ImagePickerDialogQuery>(
    graphql`
      query ImagePickerDialogQuery($first: Int!, $after: String) {
        dishImages(first: $first, after: $after) {
          totalCount
          edges {
            node {
              id
              key
              url
              srcSet
            }
          }
        }
      }
    `,
    pageArgs(page, THUMBNAILS_PAGE_SIZE),
    { fetchKey, fetchPolicy: 'network-only' },
  );
  const [commitDelete, deleting] = useMutation<ImagePickerDialogDeleteMutation>(graphql`
    mutation ImagePickerDialogDeleteMutation($key: String!) {
      deleteDishImage(key: $key) {
        deletedId
      }
    }
  `);
  const remove = async (key: string) => {
    try {
      await commitAsync(commitDelete, { variables: { key } });
      onDeleted();
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, 'Failed to delete the image'));
    }
  };
  const images = data.dishImages.edges.map((edge) => edge.node);
  if (images.length === 0) return <Empty description="No images uploaded yet" />;
  return (
    <>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(110px, 1fr))', gap: 12 }}
        data-testid="thumbnail-grid"
      >
        {images.map((image) => (
          <Flex key={image.id} vertical gap={4}>
            <button
              type="button"
              onClick={() => onPick({ key: image.key, url: image.url })}
              aria-label={`Select image ${image.key}`}
              style={{ padding: 0, border: '1px solid #f0f0f0', borderRadius: 8, overflow: 'hidden', cursor: 'pointer', background: '#fafafa' }}
            >
              <img src={image.url} srcSet={image.srcSet ?? undefined} sizes="160px" alt="" style={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', display: 'block' }} />
            </button>
            <Popconfirm
              title={DELETE_IMAGE_TITLE}
              description={DELETE_IMAGE_TEXT}
              okText="Delete"
              okButtonProps={{ danger: true }}
              cancelText="Cancel"
              onConfirm={() => remove(image.key)}
            >
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={deleting} aria-label={`Delete image ${image.key}`}>
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        ))}
      </div>
      <Flex justify="flex-end" style={{ marginTop: 12 }}>
        <Pagination
          size="small"
          current={page}
          pageSize={THUMBNAILS_PAGE_SIZE}
          total={data.dishImages.totalCount}
          showSizeChanger={false}
          onChange={onPage}
        />
      </Flex>
    </>
  );
}

export function ImagePickerDialog({ open, onClose, onPick }: { open: boolean; onClose(): void; onPick(image: PickedImage): void }) {
  const [page, setPage] = useState(1);
  const [fetchKey, setFetchKey] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [commitUpload, uploading] = useMutation<ImagePickerDialogUploadMutation>(graphql`
    mutation ImagePickerDialogUploadMutation($file: File) {
      uploadDishImage(file: $file) {
        id
        key
        url
      }
    }
  `);

  const upload = async () => {
    if (!file) {
      toast.error(NO_FILE);
      return;
    }
    try {
      await commitAsync(commitUpload, { variables: { file: null }, uploadables: { file } });
      toast.success(UPLOADED);
      setFile(null);
      if (input.current) input.current.value = '';
      setPage(1);
      setFetchKey((key) => key + 1);
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, UPLOAD_FAILED));
    }
  };

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Choose an image" width={720} destroyOnHidden>
      <Flex gap={8} align="center" wrap style={{ marginBottom: 16 }}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          aria-label="Image file"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          style={{ maxWidth: '100%' }}
        />
        <Button type="primary" icon={<UploadOutlined aria-hidden />} loading={uploading} onClick={() => void upload()}>
          Upload
        </Button>
      </Flex>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 12 }}>
        Image dimensions 300 X 300
      </Typography.Text>
      <QueryBoundary key={fetchKey} logLabel="The dish images could not be loaded" fallback={() => <Empty description="No images" />}>
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 32 }}>
              <Spin />
            </Flex>
          }
        >
          <Thumbnails
            page={page}
            fetchKey={fetchKey}
            onPage={setPage}
            onPick={(image) => {
              onPick(image);
              onClose();
            }}
            onDeleted={() => setFetchKey((key) => key + 1)}
          />
        </Suspense>
      </QueryBoundary>
    </Modal>
  );
}
