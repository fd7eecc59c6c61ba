// The customer's meals of the next 7 days with Skip / Undo skip (terms: at least 24 hours before
// the meal, at most 2 skips a Monday–Sunday week). The server decides: canSkip / canUnskip come
// with each meal, and a refused call shows the server's message. A meal whose price is above the
// credit is marked Not affordable (as the kitchen's dashboard counts it), with a word on what to do.
// Each meal says until when it takes changes (its cut-off, an admin setting), and a meal in a
// kitchen closure says so, with the reason, where its Skip button would be.
// 'Change this day' changes one coming meal for its date only (another time, type, extras or
// address) before its cut-off, and 'Add a meal for one day' adds one on a date of the customer's
// choice; a changed meal says so and can be undone. Changes further ahead than the list are listed
// under it, each with its Undo.
import { useState, useTransition } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { formatINR } from '@freshmeals/ui/format';
import { shortDate } from '@freshmeals/rules/meals';
import type { UpcomingMeals_query$key } from './__generated__/UpcomingMeals_query.graphql';
import type { UpcomingMealsSkipMutation } from './__generated__/UpcomingMealsSkipMutation.graphql';
import type { UpcomingMealsUnskipMutation } from './__generated__/UpcomingMealsUnskipMutation.graphql';
import styles from './Account.module.css';
import { capitalise, formatDateTime, formatHour, formatMealDay } from './format';
import { commitAsync, failureText, serverMessage } from '@freshmeals/host-api';
import type { UpcomingMealsChangeMutation } from './__generated__/UpcomingMealsChangeMutation.graphql';
import type { UpcomingMealsUndoChangeMutation } from './__generated__/UpcomingMealsUndoChangeMutation.graphql';
import type { MealChoice } from './MealFields';
import { OneDayChangeForm, type MealChangeValues } from './OneDayChangeForm';

export const SKIP_SUCCESS = 'Meal skipped. You will not be charged for it.';
export const UNSKIP_SUCCESS = 'Skip undone. The meal is back on.';
export const SKIP_FAILURE = "We couldn't skip this meal. Please try again.";
export const UNSKIP_FAILURE = "We couldn't undo the skip. Please try again.";
/** 'Changed for Fri 27 Nov'. */
export const changedFor = (date: string) => `Changed for ${shortDate(date)}`;
export const CHANGE_UNDONE = 'Change undone. The meal is as your routine has it.';
export const CHANGE_FAILURE = "We couldn't change this meal. Please try again.";
export const UNDO_CHANGE_FAILURE = "We couldn't undo the change. Please try again.";
export const CHANGED_NOTE = 'Changed for this day';

const skipMutation = graphql`
  mutation UpcomingMealsSkipMutation($date: Date!, $meal: MealOfDay!) {
    skipMeal(date: $date, meal: $meal) {
      id
    }
  }
`;

const changeMutation = graphql`
  mutation UpcomingMealsChangeMutation($input: MealChangeInput!) {
    changeMealForDay(input: $input) {
      date
      meal
    }
  }
`;

const undoChangeMutation = graphql`
  mutation UpcomingMealsUndoChangeMutation($date: String!, $meal: MealOfDay!) {
    undoMealChange(date: $date, meal: $meal) {
      date
      meal
    }
  }
`;

const unskipMutation = graphql`
  mutation UpcomingMealsUnskipMutation($date: Date!, $meal: MealOfDay!) {
    unskipMeal(date: $date, meal: $meal) {
      deletedId
    }
  }
`;

interface MealState {
  closedReason?: string | null;
  skipped: boolean;
  paused: boolean;
  deducted: boolean;
  canSkip: boolean;
  canUnskip: boolean;
  skipDeadline: string;
}

/** Why a meal has no Skip button, for the line under its status. */
function mealNote(meal: MealState, now: number): string {
  if (meal.closedReason) return 'Neither delivered nor charged';
  if (meal.deducted) return 'Already charged';
  if (meal.paused) return 'Deliveries are paused: resume them below to bring it back';
  // Deadlines in the kitchen's time, like the meal hours beside them, whatever the browser's zone.
  if (meal.skipped) return meal.canUnskip ? `Undo by ${formatDateTime(meal.skipDeadline)}` : 'Can no longer be undone';
  if (meal.canSkip) return `Skip by ${formatDateTime(meal.skipDeadline)}`;
  if (Date.parse(meal.skipDeadline) <= now) return 'Less than 24 h to go';
  return '2 skips used this week';
}

const ADDING = 'add';
const NEW_MEAL: MealChoice = { meal: 'dinner', hour: 19, type: 'veg', snacks: false, drinks: false, protein: '0', addressId: null };

/** A coming meal as the change form starts from it. */
function choiceOf(m: Omit<MealChoice, 'protein' | 'addressId'> & { proteinMultiplier: number; addressId?: number | null }): MealChoice {
  return { meal: m.meal, hour: m.hour, type: m.type, snacks: m.snacks, drinks: m.drinks, protein: String(m.proteinMultiplier), addressId: m.addressId ?? null };
}

export function UpcomingMeals({ query }: { query: UpcomingMeals_query$key }) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment UpcomingMeals_query on Query @refetchable(queryName: "UpcomingMealsRefetchQuery") {
        upcomingMeals(days: 7) {
          date
          meal
          weekday
          hour
          type
          snacks
          drinks
          proteinMultiplier
          price
          dishName
          skipped
          paused
          deducted
          canSkip
          canUnskip
          skipDeadline
          notAffordable
          closedReason
          oneDayChange
          addressId
          canChange
        }
        myRoutine {
          oneDayChanges {
            date
            meal
            hour
            categoryType
            snacks
            drinks
            proteinMultiplier
          }
        }
        viewer {
          addresses {
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
        settings {
          mealCutoffs {
            breakfast {
              label
            }
            lunch {
              label
            }
            dinner {
              label
            }
          }
        }
      }
    `,
    query,
  );
  const [commitSkip] = useMutation<UpcomingMealsSkipMutation>(skipMutation);
  const [commitUnskip] = useMutation<UpcomingMealsUnskipMutation>(unskipMutation);
  const [commitChange] = useMutation<UpcomingMealsChangeMutation>(changeMutation);
  const [commitUndoChange] = useMutation<UpcomingMealsUndoChangeMutation>(undoChangeMutation);
  const [pending, setPending] = useState<string | null>(null);
  /** The meal whose 'Change this day' form is open (`date:meal`), or ADDING for 'Add a meal for one day'. */
  const [editing, setEditing] = useState<string | null>(null);
  const addresses = (data.viewer?.addresses ?? []).filter((address): address is typeof address & { addressId: number } => address.addressId != null);
  const [, startTransition] = useTransition();
  const now = Date.now();
  const unaffordable = data.upcomingMeals.filter((m) => m.notAffordable).length;

  const reload = () =>
    new Promise<void>((resolve) => {
      startTransition(() => {
        refetch({}, { fetchPolicy: 'network-only', onComplete: () => resolve() });
      });
    });

  const act = async (kind: 'skip' | 'unskip', date: string, meal: UpcomingMealsSkipMutation['variables']['meal']) => {
    const key = `${date}:${meal}`;
    setPending(key);
    try {
      if (kind === 'skip') await commitAsync(commitSkip, { variables: { date, meal } });
      else await commitAsync(commitUnskip, { variables: { date, meal } });
      toast.success(kind === 'skip' ? SKIP_SUCCESS : UNSKIP_SUCCESS);
    } catch (error) {
      toast.error(serverMessage(error) ?? (kind === 'skip' ? SKIP_FAILURE : UNSKIP_FAILURE));
    }
    // Either way the server's answer may have changed what can be skipped (the weekly limit).
    await reload();
    setPending(null);
  };

  const saveChange = async (values: MealChangeValues) => {
    setPending(editing);
    try {
      await commitAsync(commitChange, { variables: { input: values } });
      toast.success(changedFor(values.date));
      setEditing(null);
    } catch (error) {
      toast.error(failureText(error, CHANGE_FAILURE));
      setPending(null);
      return;
    }
    await reload();
    setPending(null);
  };

  const undoChange = async (date: string, meal: UpcomingMealsUndoChangeMutation['variables']['meal']) => {
    setPending(`${date}:${meal}`);
    try {
      await commitAsync(commitUndoChange, { variables: { date, meal } });
      toast.success(CHANGE_UNDONE);
    } catch (error) {
      toast.error(failureText(error, UNDO_CHANGE_FAILURE));
    }
    await reload();
    setPending(null);
  };

  const shown = new Set(data.upcomingMeals.map((m) => `${m.date}:${m.meal}`));
  // Changes past the 7 days of the list: named under it, so one made far ahead can be found and undone.
  const later = data.myRoutine.oneDayChanges.filter((c) => !shown.has(`${c.date}:${c.meal}`));

  return (
    <section className={styles.section} aria-labelledby="fm-upcoming-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-upcoming-title" className={styles.sectionTitle}>
          Upcoming meals
        </h2>
        <p className={styles.sectionNote}>Skip up to 2 meals a week, at least 24 hours before. Times are India time (IST).</p>
      </div>
      {unaffordable > 0 ? (
        <p className={styles.warning} role="note">
          {unaffordable === 1 ? '1 meal costs' : `${unaffordable} meals cost`} more than your credit and cannot be
          charged. <a href="#add-credit">Add credit</a> to have them prepared.
        </p>
      ) : null}
      {data.upcomingMeals.length === 0 ? (
        <p className={styles.empty}>No meals in the next 7 days.</p>
      ) : (
        <ul className={styles.list} aria-label="Upcoming meals">
          {data.upcomingMeals.map((m) => {
            const key = `${m.date}:${m.meal}`;
            const label = `${formatMealDay(m.date)} ${capitalise(m.meal)}`;
            const extras = [
              m.snacks ? 'Snacks' : '',
              m.drinks ? 'Drinks' : '',
              m.proteinMultiplier > 0 ? `+${m.proteinMultiplier * 20} g protein` : '',
            ].filter(Boolean);
            return (
              <li key={key} className={`${styles.row} ${styles.mealRow} ${m.skipped ? styles.skippedRow : ''}`} aria-label={label}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {formatMealDay(m.date)} · {capitalise(m.meal)} at {formatHour(m.hour)}
                  </p>
                  {m.dishName ? <p className={styles.rowDish}>{m.dishName}</p> : null}
                  <p className={styles.rowMeta}>
                    {[capitalise(m.type), ...extras, formatINR(m.price)].join(' · ')}
                  </p>
                  <p className={styles.cutoff}>{data.settings.mealCutoffs[m.meal as keyof typeof data.settings.mealCutoffs]?.label}</p>
                  {m.oneDayChange ? <p className={styles.changeFrom}>{CHANGED_NOTE}</p> : null}
                  <p className={styles.reason}>{mealNote(m, now)}</p>
                </div>
                <div className={styles.mealAction}>
                  {m.skipped ? <span className={`${styles.badge} ${styles.badgeSkipped}`}>{m.paused ? 'Paused' : 'Skipped'}</span> : null}
                  {m.deducted ? <span className={`${styles.badge} ${styles.badgeMuted}`}>Charged</span> : null}
                  {m.notAffordable ? <span className={`${styles.badge} ${styles.badgeWarning}`}>Not affordable</span> : null}
                  {m.closedReason ? <span className={styles.closedNote}>Kitchen closed: {m.closedReason}</span> : null}
                  {m.skipped && m.canUnskip ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={pending !== null}
                      aria-busy={pending === key || undefined}
                      aria-label={`Undo skip of ${label}`}
                      onClick={() => act('unskip', m.date, m.meal)}
                    >
                      {pending === key ? 'Undoing…' : 'Undo skip'}
                    </button>
                  ) : null}
                  {!m.skipped && !m.deducted && !m.closedReason ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={!m.canSkip || pending !== null}
                      aria-busy={pending === key || undefined}
                      aria-label={`Skip ${label}`}
                      onClick={() => act('skip', m.date, m.meal)}
                    >
                      {pending === key ? 'Skipping…' : 'Skip'}
                    </button>
                  ) : null}
                  {m.canChange && editing !== key ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={pending !== null}
                      aria-label={`Change this day: ${label}`}
                      onClick={() => setEditing(key)}
                    >
                      Change this day
                    </button>
                  ) : null}
                  {m.oneDayChange && m.canChange ? (
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={pending !== null}
                      aria-busy={pending === key || undefined}
                      aria-label={`Undo change of ${label}`}
                      onClick={() => void undoChange(m.date, m.meal)}
                    >
                      {pending === key ? 'Undoing…' : 'Undo change'}
                    </button>
                  ) : null}
                </div>
                {editing === key ? (
                  <OneDayChangeForm
                    title={`Change ${label} for this day`}
                    date={m.date}
                    initial={choiceOf({ ...m, meal: m.meal as MealChoice['meal'], type: m.type as MealChoice['type'] })}
                    addresses={addresses}
                    saving={pending === key}
                    onSave={(values) => void saveChange(values)}
                    onCancel={() => setEditing(null)}
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {later.length > 0 ? (
        <>
          <h3 className={styles.subTitle}>Later one-day changes</h3>
          <ul className={styles.list} aria-label="Later one-day changes">
            {later.map((c) => {
              const key = `${c.date}:${c.meal}`;
              const label = `${formatMealDay(c.date)} ${capitalise(c.meal)}`;
              const extras = [c.snacks ? 'Snacks' : '', c.drinks ? 'Drinks' : '', c.proteinMultiplier > 0 ? `+${c.proteinMultiplier * 20} g protein` : ''];
              return (
                <li key={key} className={styles.row} aria-label={label}>
                  <div className={styles.rowMain}>
                    <p className={styles.rowTitle}>
                      {formatMealDay(c.date)} · {capitalise(c.meal)} at {formatHour(c.hour)}
                    </p>
                    <p className={styles.rowMeta}>{[capitalise(c.categoryType), ...extras.filter(Boolean)].join(' · ')}</p>
                    <p className={styles.changeFrom}>{CHANGED_NOTE}</p>
                  </div>
                  <div className={styles.mealAction}>
                    <button
                      type="button"
                      className={styles.smallButton}
                      disabled={pending !== null}
                      aria-busy={pending === key || undefined}
                      aria-label={`Undo change of ${label}`}
                      onClick={() => void undoChange(c.date, c.meal)}
                    >
                      {pending === key ? 'Undoing…' : 'Undo change'}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {editing === ADDING ? (
        <OneDayChangeForm
          title="Add a meal for one day"
          initial={NEW_MEAL}
          addresses={addresses}
          saving={pending === ADDING}
          saveLabel="Add meal"
          onSave={(values) => void saveChange(values)}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <p className={`${styles.sectionNote} ${styles.addMealNote}`}>A meal added on a date that already has that meal changes it for that day.</p>
          <button type="button" className={styles.smallButton} disabled={pending !== null} onClick={() => setEditing(ADDING)}>
            Add a meal for one day
          </button>
        </>
      )}
    </section>
  );
}
