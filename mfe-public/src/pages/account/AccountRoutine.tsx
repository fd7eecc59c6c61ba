// The customer's weekly routine: weekday → meals with hour, type and extras. 'Edit routine' lets
// them change it themselves by the console grid's rules (one slot per meal per day, each meal in its
// hour window). A change is always accepted and reaches each meal from its next date not past its
// cut-off: each changed meal says from when ('From Fri 4 Dec'). 'Save routine' replaces the week in
// one go; the server checks everything again.
import { useMemo, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import { commitAsync, failureText } from '@freshmeals/host-api';
import {
  applyChoice,
  capitalise as capitaliseWord,
  changedMeals,
  doubleClickCell,
  preferenceToSlots,
  proteinPortionsError,
  slotsToPreference,
  toSlotInputs,
  WEEKDAYS,
  type Preference,
  type SlotInput,
  type Weekday,
} from '@freshmeals/rules/routine-grid';
import { Button } from '../../ui/Field';
import type { AccountRoutine_query$key } from './__generated__/AccountRoutine_query.graphql';
import type { AccountRoutineSaveMutation } from './__generated__/AccountRoutineSaveMutation.graphql';
import ui from '../../ui/ui.module.css';
import styles from './Account.module.css';
import { capitalise, formatHour } from './format';
import { firstHourOf, MealFields, portionsOf, windowHours, type MealChoice } from './MealFields';

export const ROUTINE_SAVED = 'Your routine has been saved.';
export const ROUTINE_FAILED = 'We could not save your routine. Please try again.';

/** Snacks, drinks and extra protein of a slot, e.g. 'Snacks · Drinks · +40 g protein'. */
export function slotExtras(slot: { snacks: boolean; drinks: boolean; proteinGrams: number }): string {
  const extras = [slot.snacks ? 'Snacks' : '', slot.drinks ? 'Drinks' : '', slot.proteinGrams > 0 ? `+${slot.proteinGrams} g protein` : ''];
  return extras.filter(Boolean).join(' · ');
}

/** 'From Fri 4 Dec' by `weekday:meal`, for the meals changed since the last save. */
type ChangedFrom = ReadonlyMap<string, string>;

/** The meal being added or changed in the editor's form (its address stays the slot's own). */
type Draft = Omit<SlotInput, 'addressId'>;

const NEW_DRAFT: Draft = { weekday: 'monday', meal: 'lunch', hour: firstHourOf('lunch'), type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 };

function DayList({ preference, changedFrom, onRemove }: { preference: Preference; changedFrom?: ChangedFrom; onRemove?(day: Weekday, hour: number): void }) {
  const rows = preferenceToSlots(preference);
  const days = WEEKDAYS.map((weekday) => ({ weekday, slots: rows.filter((row) => row.weekday === weekday) })).filter((day) => day.slots.length > 0);
  if (days.length === 0) return <p className={styles.empty}>No meals scheduled yet.</p>;
  return (
    <ul className={`${styles.list} ${styles.days}`} aria-label="Weekly routine">
      {days.map((day) => (
        <li key={day.weekday} className={styles.day} aria-label={capitalise(day.weekday)}>
          <p className={styles.dayName}>{capitalise(day.weekday)}</p>
          {day.slots.map((slot) => {
            const extras = slotExtras({ ...slot, proteinGrams: slot.proteinMultiplier * 20 });
            const from = changedFrom?.get(`${slot.weekday}:${slot.meal}`);
            return (
              <p key={slot.meal} className={styles.slot}>
                <span className={styles.slotMeal}>{capitalise(slot.meal)}</span> · {formatHour(slot.hour)} · {capitalise(slot.type)}
                {extras ? <span className={styles.extras}>{extras}</span> : null}
                {from ? <span className={styles.changeFrom}>{from}</span> : null}
                {onRemove ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Remove ${capitalise(slot.weekday)} ${slot.meal}`}
                    onClick={() => onRemove(slot.weekday as Weekday, slot.hour)}
                  >
                    Remove
                  </button>
                ) : null}
              </p>
            );
          })}
        </li>
      ))}
    </ul>
  );
}

function MealForm({ onAdd }: { onAdd(draft: Draft): void }) {
  const [weekday, setWeekday] = useState<Weekday>(NEW_DRAFT.weekday);
  const [choice, setChoice] = useState<MealChoice>({ ...NEW_DRAFT, protein: String(NEW_DRAFT.proteinMultiplier), addressId: null });
  // What was typed, kept as typed: a number out of range is named, never rounded or clamped.
  const proteinError = proteinPortionsError(portionsOf(choice.protein));
  const set = (change: Partial<MealChoice>) => setChoice((current) => ({ ...current, ...change }));
  return (
    <fieldset className={styles.mealForm}>
      <legend className={styles.mealFormTitle}>Add or change a meal</legend>
      <label className={styles.selectField}>
        Day
        <select className={ui.input} value={weekday} onChange={(e) => setWeekday(e.target.value as Weekday)}>
          {WEEKDAYS.map((day) => (
            <option key={day} value={day}>
              {capitaliseWord(day)}
            </option>
          ))}
        </select>
      </label>
      <MealFields value={choice} onChange={set} hours={windowHours(choice.meal)} errors={proteinError ? { proteinMultiplier: proteinError } : {}} />
      <Button
        variant="secondary"
        auto
        disabled={proteinError !== null}
        onClick={() =>
          onAdd({
            weekday,
            meal: choice.meal,
            hour: choice.hour,
            type: choice.type,
            snacks: choice.snacks,
            drinks: choice.drinks,
            proteinMultiplier: portionsOf(choice.protein),
          })
        }
      >
        Add to routine
      </Button>
    </fieldset>
  );
}

export function AccountRoutine({ query, onSaved }: { query: AccountRoutine_query$key; onSaved?(): void }) {
  const data = useFragment(
    graphql`
      fragment AccountRoutine_query on Query {
        myRoutine {
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
      }
    `,
    query,
  );
  const saved = useMemo(() => slotsToPreference(data.myRoutine.slots), [data]);
  const [editing, setEditing] = useState<Preference | null>(null);
  const [saving, setSaving] = useState(false);
  const [commit] = useMutation<AccountRoutineSaveMutation>(graphql`
    mutation AccountRoutineSaveMutation($slots: [RoutineSlotInput!]!) {
      setRoutine(slots: $slots) {
        userId
      }
    }
  `);
  const { changesFrom } = data.myRoutine;
  const changes = useMemo(() => {
    if (!editing) return [];
    const label = new Map(changesFrom.map((change) => [`${change.weekday}:${change.meal}`, change.label]));
    return changedMeals(saved, editing).flatMap(({ weekday, meal }) => {
      const from = label.get(`${weekday}:${meal}`);
      return from ? [{ key: `${weekday}:${meal}`, text: `${capitalise(weekday)} ${meal}`, from }] : [];
    });
  }, [changesFrom, saved, editing]);

  const save = async () => {
    if (!editing) return;
    setSaving(true);
    try {
      await commitAsync(commit, { variables: { slots: toSlotInputs(editing) } });
      toast.success(ROUTINE_SAVED);
      setEditing(null);
      onSaved?.();
    } catch (error) {
      toast.error(failureText(error, ROUTINE_FAILED));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="fm-routine-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-routine-title" className={styles.sectionTitle}>
          Weekly routine
        </h2>
        <p className={styles.sectionNote}>A change applies from each meal's next date before its cut-off.</p>
      </div>
      {editing ? (
        <>
          <DayList
            preference={editing}
            changedFrom={new Map(changes.map((change) => [change.key, change.from]))}
            onRemove={(day, hour) => setEditing((current) => current && doubleClickCell(current, day, hour))}
          />
          {changes.length > 0 ? (
            <p className={styles.changeList} aria-label="When the changes apply">
              {changes.map((change) => `${change.text}: ${change.from.replace(/^From/, 'from')}`).join(' · ')}
            </p>
          ) : null}
          <MealForm
            onAdd={(draft) => setEditing((current) => current && applyChoice(current, draft.weekday, draft.hour, { ...draft, addressId: current[draft.weekday]?.[draft.meal]?.addressId }))}
          />
          <div className={styles.formActions}>
            <Button auto busy={saving} onClick={() => void save()}>
              Save routine
            </Button>
            <Button variant="secondary" auto onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </>
      ) : (
        <>
          <DayList preference={saved} />
          <Button variant="secondary" auto onClick={() => setEditing(saved)}>
            Edit routine
          </Button>
        </>
      )}
    </section>
  );
}
