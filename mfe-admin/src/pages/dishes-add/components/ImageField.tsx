// The dish's Image field: a preview, 'Choose image' (the picker dialog), Clear, and the
// hint 'Image dimensions 300 X 300'. The form keeps the image's storage key; the preview its URL.
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { ImagePickerDialog, type PickedImage } from './ImagePickerDialog';

export const IMAGE_HINT = 'Image dimensions 300 X 300';

interface Props {
  value: string;
  onChange(key: string): void;
  /** The URL that shows the image the form starts with (an edited dish's image). */
  initialPreview?: string | null;
}

export function ImageField({ value, onChange, initialPreview = null }: Props) {
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(initialPreview);
  const pick = (image: PickedImage) => {
    setPreview(image.url);
    onChange(image.key);
  };
  const clear = () => {
    setPreview(null);
    onChange('');
  };
  const shown = value ? (preview ?? value) : null;
  return (
    <Flex gap={16} align="center" wrap>
      <div
        style={{
          width: 120,
          height: 120,
          borderRadius: 8,
          border: '1px dashed #d9d9d9',
          background: '#fafafa',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          flex: 'none',
        }}
      >
        {shown ? (
          <img src={shown} alt="Selected dish image" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} aria-hidden />
        )}
      </div>
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <Button onClick={() => setOpen(true)}>Choose image</Button>
          <Button onClick={clear} disabled={!value}>
            Clear
          </Button>
        </Flex>
        <Typography.Text type="secondary">{IMAGE_HINT}</Typography.Text>
      </Flex>
      <ImagePickerDialog open={open} onClose={() => setOpen(false)} onPick={pick} />
    </Flex>
  );
}
