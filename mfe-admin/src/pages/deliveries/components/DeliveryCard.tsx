// One meal of the run: who, where (the address line, its landmark included, and the address's
// delivery notes), a tap-to-call phone, what goes out (the dish and extras), its state (with the
// reason and photo of a meal not delivered), and Delivered / Not delivered. The mutation answers with the meal, so the card (and the store) shows
// the new state at once.
import { useState } from 'react';
import { Button, Card, Tag, Typography } from 'antd';
import { CheckOutlined, CloseOutlined, PhoneOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { MEAL_STATE_LABELS, NOT_DELIVERED_REASON_LABELS, type MealState, type NotDeliveredReason } from '@freshmeals/rules/meals';
import type { DeliveryCard_meal$data, DeliveryCard_meal$key } from './__generated__/DeliveryCard_meal.graphql';
import type { DeliveryCardMutation, MealDeliveryStatus } from './__generated__/DeliveryCardMutation.graphql';
import { NotDeliveredDialog, type NotDeliveredInput } from './NotDeliveredDialog';
import styles from './deliveries.module.css';

export const SAVE_FAILED = 'Failed to save the delivery';

const STATE_COLORS: Partial<Record<MealState, string>> = {
  locked: 'default',
  out_for_delivery: 'processing',
  delivered: 'success',
  not_delivered: 'error',
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The dish and what comes with it: 'Egg Curry (egg)', then snacks, a drink, extra protein. */
export function mealContents(meal: Pick<DeliveryCard_meal$data, 'dishName' | 'categoryType' | 'snacks' | 'drinks' | 'proteinGrams'>): { dish: string; extras: string } {
  const dish = meal.dishName ? `${meal.dishName} (${meal.categoryType})` : `${meal.categoryType[0]!.toUpperCase()}${meal.categoryType.slice(1)} meal`;
  const extras = [meal.snacks ? 'Snacks' : null, meal.drinks ? 'Drink' : null, meal.proteinGrams > 0 ? `+${meal.proteinGrams} g protein` : null].filter(Boolean);
  return { dish, extras: extras.length ? extras.join(' · ') : 'No extras' };
}

export function DeliveryCard({ meal: key }: { meal: DeliveryCard_meal$key }) {
  const meal = useFragment(
    graphql`
      fragment DeliveryCard_meal on Meal {
        id
        hour
        categoryType
        dishName
        snacks
        drinks
        proteinGrams
        state
        reason
        note
        photoUrl
        customerName
        phone
        address
        addressLabel
        deliveryNotes
      }
    `,
    key,
  );
  const [commit, saving] = useMutation<DeliveryCardMutation>(graphql`
    mutation DeliveryCardMutation($id: ID!, $status: MealDeliveryStatus!, $reason: NotDeliveredReason, $note: String, $photo: File) {
      setMealDelivery(id: $id, status: $status, reason: $reason, note: $note, photo: $photo) {
        ...DeliveryCard_meal
      }
    }
  `);
  const [asking, setAsking] = useState(false);

  const record = async (status: MealDeliveryStatus, details: NotDeliveredInput | null = null): Promise<boolean> => {
    try {
      await commitAsync(commit, {
        variables: { id: meal.id, status, reason: details?.reason ?? null, note: details?.note ?? null, photo: null },
        uploadables: details?.photo ? { photo: details.photo } : undefined,
      });
      toast.success(`${meal.customerName}: ${MEAL_STATE_LABELS[status as MealState]}`);
      return true;
    } catch (error) {
      toast.error(failureText(error, SAVE_FAILED));
      return false;
    }
  };

  const state = meal.state as MealState;
  const { dish, extras } = mealContents(meal);
  const titleId = `meal-${meal.id}`;
  return (
    <Card
      size="small"
      className={styles.card}
      aria-labelledby={titleId}
      role="article"
      title={
        <span id={titleId} className={styles.name}>
          {meal.customerName}
        </span>
      }
      extra={<Tag color={STATE_COLORS[state]}>{MEAL_STATE_LABELS[state] ?? meal.state}</Tag>}
    >
      <dl className={styles.facts}>
        <dt>Address</dt>
        <dd>
          {meal.address ? (
            <>
              {meal.addressLabel ? <strong>{meal.addressLabel}: </strong> : null}
              {meal.address}
            </>
          ) : (
            <Typography.Text type="secondary">No address</Typography.Text>
          )}
        </dd>
        {meal.deliveryNotes ? (
          <>
            <dt>Notes</dt>
            <dd>{meal.deliveryNotes}</dd>
          </>
        ) : null}
        <dt>Phone</dt>
        <dd>
          <a href={`tel:${meal.phone.replace(/[^\d+]/g, '')}`} className={styles.phone} aria-label={`Call ${meal.customerName} on ${meal.phone}`}>
            <PhoneOutlined aria-hidden /> {meal.phone}
          </a>
        </dd>
        <dt>Meal</dt>
        <dd>
          {dish}, {hourLabel(meal.hour)}
          <br />
          <Typography.Text type="secondary">{extras}</Typography.Text>
        </dd>
        {state === 'not_delivered' && meal.reason ? (
          <>
            <dt>Reason</dt>
            <dd>
              {NOT_DELIVERED_REASON_LABELS[meal.reason as NotDeliveredReason] ?? meal.reason}
              {meal.note ? `: ${meal.note}` : null}
            </dd>
            {meal.photoUrl ? (
              <>
                <dt>Photo</dt>
                <dd>
                  <a href={meal.photoUrl} target="_blank" rel="noreferrer">
                    <img src={meal.photoUrl} alt={`Photo: ${meal.customerName}`} className={styles.photo} />
                  </a>
                </dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          icon={<CheckOutlined aria-hidden />}
          disabled={state === 'delivered'}
          loading={saving && !asking}
          onClick={() => void record('delivered')}
          aria-label={`Delivered: ${meal.customerName}`}
        >
          Delivered
        </Button>
        <Button size="large" danger icon={<CloseOutlined aria-hidden />} disabled={saving} onClick={() => setAsking(true)} aria-label={`Not delivered: ${meal.customerName}`}>
          Not delivered
        </Button>
      </div>
      <NotDeliveredDialog
        open={asking}
        customerName={meal.customerName}
        initial={{ reason: (meal.reason as NotDeliveredReason | null) ?? null, note: meal.note ?? null }}
        saving={saving}
        onClose={() => setAsking(false)}
        onSave={async (details) => {
          const saved = await record('not_delivered', details);
          if (saved) setAsking(false);
          return saved;
        }}
      />
    </Card>
  );
}
