// The 'Delivery order' card of the service area screen: the order in which riders' runs list the
// PIN codes. The ordered ones are numbered; the rest, by code, are "Not ordered yet". 'Move up' /
// 'Move down' change the order on the screen and 'Save order' sends the whole list as shown.
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { graphql, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { Heading } from '../../shared/Heading';
import { movePin, runOrderFrom, runOrderPins, type RunOrder } from '../service-area';
import type { DeliveryOrderCardSaveMutation } from './__generated__/DeliveryOrderCardSaveMutation.graphql';
import styles from './delivery-order.module.css';

export const ORDER_SAVED = 'Delivery order saved';
export const ORDER_SAVE_FAILED = 'Failed to save the delivery order';

interface Props {
  order: RunOrder;
  /** The ordered PIN codes as last saved: the list differs from them until 'Save order'. */
  saved: readonly string[];
  onChange: (order: RunOrder) => void;
  onSaved: (order: RunOrder) => void;
}

type Direction = 'up' | 'down';

export function DeliveryOrderCard({ order, saved, onChange, onSaved }: Props) {
  const [commitSave, saving] = useMutation<DeliveryOrderCardSaveMutation>(graphql`
    mutation DeliveryOrderCardSaveMutation($pins: [String!]!) {
      setRunOrder(pins: $pins) {
        pin
        runOrder
      }
    }
  `);
  const listRef = useRef<HTMLDivElement>(null);
  // The button pressed last: the moved row is drawn again in its new place, so focus follows it there.
  const [focus, setFocus] = useState<{ pin: string; direction: Direction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const all = runOrderPins(order);

  useLayoutEffect(() => {
    if (!focus || !listRef.current) return;
    const button = (direction: Direction) =>
      listRef.current!.querySelector<HTMLButtonElement>(`button[data-pin="${focus.pin}"][data-direction="${direction}"]:not(:disabled)`);
    // At the top (or bottom) the pressed button is disabled: the other one of the row takes focus.
    (button(focus.direction) ?? button(focus.direction === 'up' ? 'down' : 'up'))?.focus();
  }, [focus]);

  const move = (pin: string, direction: Direction) => {
    const next = movePin(order, pin, direction);
    if (next === order) return;
    onChange(next);
    setFocus({ pin, direction });
    setAnnouncement(`${pin} moved to place ${runOrderPins(next).indexOf(pin) + 1} of ${all.length}`);
  };

  const save = async () => {
    try {
      const result = await commitAsync(commitSave, { variables: { pins: all } });
      onSaved(runOrderFrom(result.setRunOrder));
      toast.success(ORDER_SAVED);
    } catch (failure) {
      toast.error(failureText(failure, ORDER_SAVE_FAILED));
    }
  };

  const row = (pin: string, place: number | null) => {
    const index = all.indexOf(pin);
    return (
      <li key={pin} className={styles.item}>
        {place !== null ? (
          <span className={styles.place} aria-hidden>
            {place}.
          </span>
        ) : null}
        <span className={styles.pin}>{pin}</span>
        <Button
          icon={<ArrowUpOutlined aria-hidden />}
          aria-label={`Move ${pin} up`}
          title="Move up"
          data-pin={pin}
          data-direction="up"
          disabled={index === 0 || saving}
          onClick={() => move(pin, 'up')}
        />
        <Button
          icon={<ArrowDownOutlined aria-hidden />}
          aria-label={`Move ${pin} down`}
          title="Move down"
          data-pin={pin}
          data-direction="down"
          disabled={index === all.length - 1 || saving}
          onClick={() => move(pin, 'down')}
        />
      </li>
    );
  };

  const changed = order.ordered.join() !== saved.join();
  return (
    <Card className={styles.card} role="region" aria-labelledby="delivery-order-title">
      <Heading level={2} look={5} id="delivery-order-title" className={styles.title}>
        Delivery order
      </Heading>
      <Typography.Paragraph type="secondary">
        Riders' runs list these PIN codes in this order, then the rest by code.
      </Typography.Paragraph>
      {all.length === 0 ? (
        <Empty description="Add PIN codes to the service area to set their delivery order." />
      ) : (
        <div ref={listRef}>
          {order.ordered.length > 0 ? (
            <ol className={styles.list} aria-label="Delivery order">
              {order.ordered.map((pin, index) => row(pin, index + 1))}
            </ol>
          ) : null}
          {order.unordered.length > 0 ? (
            <>
              <Heading level={3} look={5} id="delivery-order-rest" className={styles.groupTitle}>
                Not ordered yet
              </Heading>
              <ul className={styles.list} aria-labelledby="delivery-order-rest">
                {order.unordered.map((pin) => row(pin, null))}
              </ul>
            </>
          ) : null}
          <div className={styles.actions}>
            <Button type="primary" loading={saving} onClick={() => void save()}>
              Save order
            </Button>
            {changed ? <Typography.Text className={styles.changed}>Changed: not saved yet</Typography.Text> : null}
          </div>
          <p className={styles.visuallyHidden} aria-live="polite">
            {announcement}
          </p>
        </div>
      )}
    </Card>
  );
}
