// The routine editor: the grid, its dialog and 'Update preference'. It reads the user's slots
// through its fragment (null when the preference failed to load: that failure is only
// logged, so the admin starts from an empty week) and saves the whole week as a slot list,
// each slot with the address it goes to (the user's addresses come from the route's query).
import { useCallback, useMemo, useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { RoutineEditorSaveMutation } from './__generated__/RoutineEditorSaveMutation.graphql';
import type { RoutineEditor_routine$key } from './__generated__/RoutineEditor_routine.graphql';
import type { RoutineEditor_query$key } from './__generated__/RoutineEditor_query.graphql';
import {
  applyChoice,
  capitalise,
  changedMeals,
  clickCell,
  countSlots,
  doubleClickCell,
  slotsToPreference,
  toSlotInputs,
  type Preference,
  type SlotChoice,
  type Weekday,
} from '@freshmeals/rules/routine-grid';
import { MealTypeDialog, type MealTypeDialogTarget } from './MealTypeDialog';
import { RoutineGridTable } from './RoutineGridTable';
import styles from './routine.module.css';
import { failureText } from '@freshmeals/host-api';
import { UnsavedChangesGuard } from '../../../lib/unsaved-changes';
import { useCanManage } from '../../../lib/use-can-manage';

export const UNSAVED_ROUTINE = 'Your changes to this routine are not saved. Leave anyway?';

const SLOTS_FRAGMENT = graphql`
  fragment RoutineEditor_routine on Routine {
    slots {
      weekday
      meal
      hour
      type
      snacks
      drinks
      proteinMultiplier
      addressId
    }
    changesFrom {
      weekday
      meal
      label
    }
  }
`;

const ADDRESSES_FRAGMENT = graphql`
  fragment RoutineEditor_query on Query @argumentDefinitions(userId: { type: "Int!" }) {
    addresses(userId: $userId) {
      addressId
      label
      line1
      line2
      landmark
      city
      pin
      isDefault
    }
  }
`;

interface RoutineEditorProps {
  userId: number;
  routine: RoutineEditor_routine$key | null;
  /** The user's addresses (null when the routine failed to load). */
  query: RoutineEditor_query$key | null;
  /** After a successful save. */
  onSaved?: () => void;
  /**
   * The saved routine could not be loaded: the grid starts empty (logged only), and saving
   * is off, since 'Update preference' replaces every slot and would wipe the routine we never saw.
   */
  loadFailed?: boolean;
}

export function RoutineEditor({ userId, routine, query, onSaved, loadFailed = false }: RoutineEditorProps) {
  const data = useFragment(SLOTS_FRAGMENT, routine);
  const addresses = useFragment(ADDRESSES_FRAGMENT, query)?.addresses ?? [];
  const addressLabels = useMemo(() => new Map(addresses.map((address) => [address.addressId, address.label])), [addresses]);
  // Kitchen staff read the week; changing it is the admins'.
  const manage = useCanManage();
  const loaded = useMemo(() => slotsToPreference(data?.slots ?? []), [data]);
  const [preference, setPreference] = useState<Preference>(loaded);
  const [saved, setSaved] = useState<Preference>(loaded);
  const [target, setTarget] = useState<MealTypeDialogTarget | null>(null);
  const dirty = JSON.stringify(toSlotInputs(preference)) !== JSON.stringify(toSlotInputs(saved));

  const [commit, saving] = useMutation<RoutineEditorSaveMutation>(graphql`
    mutation RoutineEditorSaveMutation($userId: Int!, $slots: [RoutineSlotInput!]!) {
      setRoutine(userId: $userId, slots: $slots) {
        ...RoutineEditor_routine
      }
    }
  `);

  const onCellClick = useCallback(
    (day: Weekday, hour: number) => {
      if (!manage) return;
      const outcome = clickCell(preference, day, hour);
      if (outcome.kind === 'open') setTarget(outcome);
    },
    [preference, manage],
  );

  const onCellDoubleClick = useCallback(
    (day: Weekday, hour: number) => {
      if (manage) setPreference((current) => doubleClickCell(current, day, hour));
    },
    [manage],
  );

  const onSave = (choice: SlotChoice) => {
    if (!target) return;
    setPreference((current) => applyChoice(current, target.day, target.hour, choice));
    setTarget(null);
  };

  const update = () => {
    const sent = preference;
    commit({
      variables: { userId, slots: toSlotInputs(sent) },
      onCompleted: (response, errors) => {
        if (errors?.length || !response.setRoutine) {
          toast.error(failureText(errors?.[0], 'Failed to save'));
          return;
        }
        setSaved(sent);
        toast.success('Preference updated');
        onSaved?.();
      },
      onError: (error) => {
        toast.error(failureText(error, 'Failed to save'));
      },
    });
  };

  const slots = countSlots(preference);
  // Each meal changed since the last save, with the first date the change reaches ('From Fri 4 Dec').
  const changes = useMemo(() => {
    const label = new Map((data?.changesFrom ?? []).map((change) => [`${change.weekday}:${change.meal}`, change.label]));
    return changedMeals(saved, preference).flatMap(({ weekday, meal }) => {
      const from = label.get(`${weekday}:${meal}`);
      return from ? [{ key: `${weekday}:${meal}`, text: `${capitalise(weekday)} ${meal}`, from }] : [];
    });
  }, [data, saved, preference]);
  const changedFrom = useMemo(() => new Map(changes.map((change) => [change.key, change.from])), [changes]);
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.legend} aria-label="Meal windows">
          <span>
            <span className={styles.swatch} style={{ background: '#fffbeb' }} aria-hidden />
            Breakfast 06:00–11:00
          </span>
          <span>
            <span className={styles.swatch} style={{ background: '#f0fdf4' }} aria-hidden />
            Lunch 12:00–17:00
          </span>
          <span>
            <span className={styles.swatch} style={{ background: '#eff6ff' }} aria-hidden />
            Dinner 18:00–22:00
          </span>
        </div>
        <Space wrap>
          <Typography.Text type={dirty ? 'warning' : 'secondary'} aria-live="polite">
            {dirty ? 'Unsaved changes' : `${slots} ${slots === 1 ? 'slot' : 'slots'} a week`}
          </Typography.Text>
          {manage && (
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={saving}
              disabled={loadFailed}
              title={loadFailed ? 'The saved routine could not be loaded; reload the page before saving.' : undefined}
              onClick={update}
            >
              Update preference
            </Button>
          )}
        </Space>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {manage
          ? "Click a cell to set that meal's slot for the day (one per meal); double-click a slot to remove it."
          : 'Read only: admins change routines.'}
        {manage && ' A change reaches each meal from its next date not yet past its cut-off.'}
      </Typography.Paragraph>
      {changes.length > 0 && (
        <Typography.Paragraph className={styles.changeList} aria-label="When the changes apply">
          {changes.map((change) => `${change.text}: ${change.from.replace(/^From/, 'from')}`).join(' · ')}
        </Typography.Paragraph>
      )}
      <RoutineGridTable
        preference={preference}
        changedFrom={changedFrom}
        addressLabels={addressLabels}
        onCellClick={onCellClick}
        onCellDoubleClick={onCellDoubleClick}
      />
      <UnsavedChangesGuard when={dirty} message={UNSAVED_ROUTINE} />
      <MealTypeDialog target={target} addresses={addresses} onCancel={() => setTarget(null)} onSave={onSave} />
    </>
  );
}
