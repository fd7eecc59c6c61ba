// /dashboard/service-area (admins): the PIN codes the kitchen delivers to. An address outside them
// is refused with 'We do not deliver to this PIN code yet.'; while the list is empty every PIN is
// accepted. PIN codes are added one or several at a time (separated by spaces or commas) and removed
// one by one. The 'Delivery order' card below sets the order riders' runs list them in.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, Tag, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { graphql, useMutation, usePreloadedQuery } from 'react-relay/hooks';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import { ScreenBoundary } from '../shared/ScreenBoundary';
import { parsePins, runOrderFrom, withPins } from './service-area';
import { DeliveryOrderCard } from './components/DeliveryOrderCard';
import { ScreenHeader } from '../shared/ScreenHeader';
import type { serviceAreaPageQuery } from './__generated__/serviceAreaPageQuery.graphql';
import type { serviceAreaAddMutation } from './__generated__/serviceAreaAddMutation.graphql';
import type { serviceAreaRemoveMutation } from './__generated__/serviceAreaRemoveMutation.graphql';

export const LOAD_FAILED = 'Failed to load the service area';
export const PINS_ADDED = 'PIN codes added';
export const PIN_REMOVED = 'PIN code removed';
export const SAVE_FAILED = 'Failed to update the service area';

function ServiceArea() {
  // Started by the route (routes.ts) with the screen's code.
  const data = usePreloadedQuery<serviceAreaPageQuery>(
    graphql`
      query serviceAreaPageQuery @preloadable {
        serviceArea {
          pin
          runOrder
        }
      }
    `,
    useRouteQuery<serviceAreaPageQuery>('pins')!,
  );
  const [pins, setPins] = useState(data.serviceArea.map((row) => row.pin));
  // The delivery order as shown (moves not saved yet included) and as last saved.
  const [order, setOrder] = useState(() => runOrderFrom(data.serviceArea));
  const [savedOrder, setSavedOrder] = useState(order.ordered);
  const areaChanged = (next: string[]) => {
    setPins(next);
    setOrder((current) => withPins(current, next));
    setSavedOrder((current) => current.filter((pin) => next.includes(pin)));
  };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [commitAdd, adding] = useMutation<serviceAreaAddMutation>(graphql`
    mutation serviceAreaAddMutation($pins: [String!]!) {
      addServiceAreaPins(pins: $pins) {
        pin
      }
    }
  `);
  const [commitRemove] = useMutation<serviceAreaRemoveMutation>(graphql`
    mutation serviceAreaRemoveMutation($pin: String!) {
      removeServiceAreaPin(pin: $pin) {
        pin
      }
    }
  `);

  const add = async () => {
    const parsed = parsePins(text);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    setError(null);
    try {
      const result = await commitAsync(commitAdd, { variables: { pins: parsed.pins } });
      areaChanged(result.addServiceAreaPins.map((row) => row.pin));
      setText('');
      toast.success(PINS_ADDED);
    } catch (failure) {
      toast.error(failureText(failure, SAVE_FAILED));
    }
  };
  const remove = async (pin: string) => {
    try {
      const result = await commitAsync(commitRemove, { variables: { pin } });
      areaChanged(result.removeServiceAreaPin.map((row) => row.pin));
      toast.success(PIN_REMOVED);
    } catch (failure) {
      toast.error(failureText(failure, SAVE_FAILED));
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card style={{ maxWidth: 720 }}>
        <Typography.Paragraph type="secondary">
          Addresses must have one of these PIN codes; others are refused with "We do not deliver to this PIN code yet." While
          the list is empty, every PIN code is accepted.
        </Typography.Paragraph>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Flex gap={8} wrap align="flex-start">
            <div style={{ flex: '1 1 240px' }}>
              <label htmlFor="service-area-pins" style={{ display: 'block', marginBottom: 4 }}>
                PIN codes to add
              </label>
              <Input
                id="service-area-pins"
                value={text}
                placeholder="560038, 560001"
                status={error ? 'error' : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'service-area-error' : undefined}
                onChange={(event) => setText(event.target.value)}
              />
              {error ? (
                <Typography.Text type="danger" id="service-area-error" role="alert">
                  {error}
                </Typography.Text>
              ) : null}
            </div>
            <Button type="primary" htmlType="submit" loading={adding} style={{ marginTop: 26 }}>
              Add
            </Button>
          </Flex>
        </form>
        <Typography.Title level={2} style={{ fontSize: 16, marginTop: 20 }}>
          Delivered to ({pins.length})
        </Typography.Title>
        {pins.length === 0 ? (
          <Empty description="No PIN codes yet: every PIN code is accepted." />
        ) : (
          <ul aria-label="Service area PIN codes" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {pins.map((pin) => (
              <li key={pin}>
                <Tag style={{ fontSize: 14, padding: '2px 4px 2px 8px', marginInlineEnd: 0 }}>
                  {pin}
                  <Button
                    size="small"
                    type="text"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={`Remove ${pin}`}
                    onClick={() => void remove(pin)}
                    style={{ marginLeft: 2 }}
                  />
                </Tag>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <DeliveryOrderCard
        order={order}
        saved={savedOrder}
        onChange={setOrder}
        onSaved={(saved) => {
          setOrder(saved);
          setSavedOrder(saved.ordered);
        }}
      />
    </Flex>
  );
}

export default function ServiceAreaPage() {
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenHeader title="Service area" />
      <ScreenBoundary failure={LOAD_FAILED} onRetry={reload}>
        {() => <ServiceArea />}
      </ScreenBoundary>
    </section>
  );
}
