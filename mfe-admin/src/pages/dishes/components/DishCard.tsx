// One dish card: image, name, type, category, customers' average rating, calories/protein/fat/carbs,
// Edit, and Delete with a confirmation dialog (Cancel, Confirm). A dish that a menu serves today or
// later asks 'This dish is on the menu for N days. Remove it from the menu and delete?' instead. A
// failed deletion is only logged.
import { useState } from 'react';
import { Button, Card, Modal, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined } from '@ant-design/icons';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { onMenuMessage } from '@freshmeals/rules/dishes';
import { capitalise } from '../../shared/format';
import type { DishCard_dish$key } from './__generated__/DishCard_dish.graphql';
import type { DishCardDeleteMutation } from './__generated__/DishCardDeleteMutation.graphql';
import type { DishCardMenuDaysQuery } from './__generated__/DishCardMenuDaysQuery.graphql';
import styles from './dishes.module.css';
import { commitAsync, errorCode, serverMessage } from '@freshmeals/host-api';
import { Heading } from '../../shared/Heading';
import { RatingSummary } from './RatingSummary';
import { usePreloadIntent } from '../../../lib/preload-link';
import { useOpenedOnce } from '../../../lib/use-opened-once';

const TYPE_COLORS: Record<string, string> = { veg: 'green', egg: 'gold', chicken: 'volcano' };

/** A card is half a phone's width, else at most a few hundred pixels (the grid's widest column). */
const CARD_IMAGE_SIZES = '(max-width: 767.98px) 50vw, 320px';

/** Asked when the dialog opens (not with the list, whose cost would then grow with the page). */
const menuDaysQuery = graphql`
  query DishCardMenuDaysQuery($id: ID!) {
    dish(id: $id) {
      menuDays
    }
  }
`;

/** What the dialog asks: plain deletion, or deletion that also takes the dish off its menus. */
type Question = { kind: 'plain' } | { kind: 'menu'; text: string };

export function DishCard({ dish, onDeleted }: { dish: DishCard_dish$key; onDeleted(): void }) {
  const data = useFragment(
    graphql`
      fragment DishCard_dish on Dish {
        id
        dishId
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
        ...RatingSummary_dish
      }
    `,
    dish,
  );
  const [commit, deleting] = useMutation<DishCardDeleteMutation>(graphql`
    mutation DishCardDeleteMutation($id: ID!, $removeFromMenu: Boolean!) {
      deleteDish(id: $id, removeFromMenu: $removeFromMenu) {
        deletedId
      }
    }
  `);
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const editPath = `/dashboard/dishes/edit?id=${data.dishId}`;
  const editIntent = usePreloadIntent(editPath);
  const [confirming, setConfirming] = useState(false);
  const dialogMounted = useOpenedOnce(confirming);
  const [question, setQuestion] = useState<Question | null>(null);

  const ask = async () => {
    setQuestion(null);
    setConfirming(true);
    try {
      const answer = await fetchQuery<DishCardMenuDaysQuery>(environment, menuDaysQuery, { id: data.id }, { fetchPolicy: 'network-only' }).toPromise();
      const days = answer?.dish.menuDays ?? 0;
      setQuestion(days > 0 ? { kind: 'menu', text: onMenuMessage(days) } : { kind: 'plain' });
    } catch (error) {
      // The server still refuses to take the dish off a menu unasked: the plain question is safe.
      console.error('The dish could not be checked', error);
      setQuestion({ kind: 'plain' });
    }
  };

  const confirm = async () => {
    try {
      await commitAsync(commit, { variables: { id: data.id, removeFromMenu: question?.kind === 'menu' } });
      setConfirming(false);
      onDeleted();
    } catch (error) {
      // Put on a menu since the dialog opened: the server says for how many days; ask again.
      const text = serverMessage(error);
      if (errorCode(error) === 'CONFLICT' && text) {
        setQuestion({ kind: 'menu', text });
        return;
      }
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
          key="edit"
          type="text"
          size="small"
          icon={<EditOutlined aria-hidden />}
          {...editIntent}
          onClick={() => navigate(editPath)}
          aria-label={`Edit ${data.name}`}
        >
          Edit
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          size="small"
          icon={<DeleteOutlined aria-hidden />}
          onClick={() => void ask()}
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
      <RatingSummary dish={data} />
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
      {dialogMounted && (
        <Modal
          open={confirming}
          title="Delete dish"
          onCancel={() => setConfirming(false)}
          onOk={() => void confirm()}
          okText="Confirm"
          cancelText="Cancel"
          okButtonProps={{ danger: true, loading: deleting || question === null }}
        >
          {question?.kind === 'menu' ? question.text : <>Delete &ldquo;{data.name}&rdquo;? This cannot be undone.</>}
        </Modal>
      )}
    </Card>
  );
}
