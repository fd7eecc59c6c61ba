// One dish card: image, name, type, category, calories/protein/fat/carbs, and Delete with a
// confirmation dialog (Cancel, Confirm). A failed deletion is only logged.
import { useState } from 'react';
import { Button, Card, Modal, Tag, Typography } from 'antd';
import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay';
import { capitalise } from '../../shared/format';
import type { DishCard_dish$key } from './__generated__/DishCard_dish.graphql';
import type { DishCardDeleteMutation } from './__generated__/DishCardDeleteMutation.graphql';
import styles from './dishes.module.css';
import { commitAsync } from '@freshmeals/host-api';
import { Heading } from '../../shared/Heading';

const TYPE_COLORS: Record<string, string> = { veg: 'green', egg: 'gold', chicken: 'volcano' };

/** A card is half a phone's width, else at most a few hundred pixels (the grid's widest column). */
const CARD_IMAGE_SIZES = '(max-width: 767.98px) 50vw, 320px';

export function DishCard({ dish, onDeleted }: { dish: DishCard_dish$key; onDeleted(): void }) {
  const data = useFragment(
    graphql`
      fragment DishCard_dish on Dish {
        id
        name
        description
        type
        dishCategoryName
        calories
        protein
        fat
        carbs
        imageUrl
        imageSrcSet
      }
    `,
    dish,
  );
  const [commit, deleting] = useMutation<DishCardDeleteMutation>(graphql`
    mutation DishCardDeleteMutation($id: ID!) {
      deleteDish(id: $id) {
        deletedId
      }
    }
  `);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    try {
      await commitAsync(commit, { variables: { id: data.id } });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      console.error('The dish could not be deleted', error);
      setConfirming(false);
    }
  };

  return (
    <Card
      size="small"
      data-testid="dish-card"
      cover={
        data.imageUrl ? (
          <img
            src={data.imageUrl}
            srcSet={data.imageSrcSet ?? undefined}
            sizes={data.imageSrcSet ? CARD_IMAGE_SIZES : undefined}
            alt={data.name}
            className={styles.image}
            loading="lazy"
          />
        ) : (
          <div className={styles.imagePlaceholder} aria-hidden>
            <PictureOutlined />
          </div>
        )
      }
      actions={[
        <Button
          key="delete"
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => setConfirming(true)}
          aria-label={`Delete ${data.name}`}
        >
          Delete
        </Button>,
      ]}
    >
      <Heading level={2} look={5} style={{ margin: 0 }} ellipsis={{ rows: 2, tooltip: data.name }}>
        {data.name}
      </Heading>
      <div style={{ margin: '6px 0' }}>
        <Tag color={TYPE_COLORS[data.type]} style={{ marginInlineEnd: 8 }}>{capitalise(data.type)}</Tag>
        <Typography.Text type="secondary">{data.dishCategoryName}</Typography.Text>
      </div>
      <div className={styles.nutrients}>
        <div>
          <strong>{data.calories}</strong>
          <span>kcal</span>
        </div>
        <div>
          <strong>{data.protein}g</strong>
          <span>Protein</span>
        </div>
        <div>
          <strong>{data.fat}g</strong>
          <span>Fat</span>
        </div>
        <div>
          <strong>{data.carbs}g</strong>
          <span>Carbs</span>
        </div>
      </div>
      <Modal
        open={confirming}
        title="Delete dish"
        onCancel={() => setConfirming(false)}
        onOk={() => void confirm()}
        okText="Confirm"
        cancelText="Cancel"
        okButtonProps={{ danger: true, loading: deleting }}
      >
        Delete &ldquo;{data.name}&rdquo;? This cannot be undone.
      </Modal>
    </Card>
  );
}
