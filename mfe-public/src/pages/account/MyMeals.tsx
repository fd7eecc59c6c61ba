// 'My meals' on the account page: the customer's meals of the ledger (a meal is there once its
// cut-off has passed; the server's default span, the last 14 days to tomorrow), newest first, each
// with its state, dish and what was charged. A delivered meal the server still lets them rate
// (canRate: within 3 days of its hour) has 'Rate' (or 'Change rating'), which opens a small form:
// 1 to 5 stars and an optional comment. The saved meal comes back from the server with its rating,
// so the row shows the stars without reloading the list.
import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { z } from 'zod';
import { commitAsync, failureText } from '@freshmeals/host-api';
import {
  MAX_RATING_COMMENT,
  MEAL_STATE_LABELS,
  NOT_DELIVERED_REASON_LABELS,
  rateMealSchema,
  type MealState,
  type NotDeliveredReason,
} from '@freshmeals/rules/meals';
import { formatINR } from '@freshmeals/ui/format';
import { Dialog } from '../../ui/Dialog';
import { Button } from '../../ui/Field';
import { TextAreaField } from '../../ui/TextAreaField';
import type { MyMeals_viewer$data, MyMeals_viewer$key } from './__generated__/MyMeals_viewer.graphql';
import type { MyMealsRateMutation } from './__generated__/MyMealsRateMutation.graphql';
import styles from './Account.module.css';
import { capitalise, formatHour, formatMealDay } from './format';

export const RATE_SUCCESS = 'Thank you! Your rating is saved.';
export const RATE_FAILED = 'We could not save your rating. Please try again.';
export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

type LedgerMeal = MyMeals_viewer$data['meals'][number];

/** '★★★★☆', read out as '4 of 5 stars'. */
export function Stars({ stars }: { stars: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${stars} of 5 stars`}>
      {'★'.repeat(stars)}
      <span className={styles.starsOff}>{'★'.repeat(5 - stars)}</span>
    </span>
  );
}

/** 'Delivered', or 'Not delivered: Not at home' with the rider's reason. */
export function stateText(state: string, reason: string | null | undefined): string {
  const label = MEAL_STATE_LABELS[state as MealState] ?? capitalise(state.replaceAll('_', ' '));
  if (state !== 'not_delivered' || !reason) return label;
  return `${label}: ${NOT_DELIVERED_REASON_LABELS[reason as NotDeliveredReason] ?? capitalise(reason.replaceAll('_', ' '))}`;
}

const STATE_BADGE: Partial<Record<string, string | undefined>> = {
  delivered: styles.badgeCredit,
  not_delivered: styles.badgeWarning,
  skipped: styles.badgeSkipped,
  paused: styles.badgeSkipped,
  closed: styles.badgeMuted,
  not_affordable: styles.badgeWarning,
};

type RatingForm = z.input<typeof rateMealSchema>;

function RateMealDialog({ meal, label, onClose }: { meal: LedgerMeal; label: string; onClose(): void }) {
  const [commit] = useMutation<MyMealsRateMutation>(graphql`
    mutation MyMealsRateMutation($id: ID!, $stars: Int!, $comment: String) {
      rateMeal(id: $id, stars: $stars, comment: $comment) {
        id
        rating
        ratingComment
        canRate
      }
    }
  `);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RatingForm, unknown, z.output<typeof rateMealSchema>>({
    resolver: zodResolver(rateMealSchema),
    // 0: nothing chosen yet, which the schema refuses with its message.
    defaultValues: { stars: meal.rating ?? 0, comment: meal.ratingComment ?? '' },
  });

  const submit = handleSubmit(async (input) => {
    try {
      await commitAsync(commit, { variables: { id: meal.id, stars: input.stars, comment: input.comment } });
      toast.success(RATE_SUCCESS);
      onClose();
    } catch (error) {
      // Too late, or no longer delivered: the server's words, in the form where the customer is.
      setError('root', { message: failureText(error, RATE_FAILED) });
    }
  });

  return (
    <Dialog open onClose={onClose} title="Rate your meal" description={label} sheet size="sm" testId="rate-meal-dialog">
      <form className={styles.ratingForm} onSubmit={(event) => void submit(event)} noValidate aria-label="Rate your meal">
        <Controller
          control={control}
          name="stars"
          render={({ field }) => (
            <fieldset className={styles.starPicker} aria-describedby={errors.stars ? 'fm-rating-stars-error' : undefined}>
              <legend className={styles.starLegend}>Stars</legend>
              <div className={styles.starOptions}>
                {STAR_VALUES.map((n) => (
                  <label key={n} className={`${styles.starOption} ${(field.value ?? 0) >= n ? styles.starOn : ''}`}>
                    <input
                      type="radio"
                      name={field.name}
                      value={n}
                      checked={field.value === n}
                      onChange={() => field.onChange(n)}
                      onBlur={field.onBlur}
                      aria-label={n === 1 ? '1 star' : `${n} stars`}
                    />
                    <span aria-hidden="true">★</span>
                  </label>
                ))}
              </div>
              {errors.stars?.message ? (
                <p id="fm-rating-stars-error" className={styles.topUpError}>
                  {errors.stars.message}
                </p>
              ) : null}
            </fieldset>
          )}
        />
        <TextAreaField
          label="Comment"
          hint={`Optional, at most ${MAX_RATING_COMMENT} characters`}
          maxLength={MAX_RATING_COMMENT}
          rows={3}
          error={errors.comment?.message}
          {...register('comment')}
        />
        {errors.root?.message ? (
          <p className={styles.topUpError} role="alert">
            {errors.root.message}
          </p>
        ) : null}
        <div className={styles.formActions}>
          <Button type="submit" auto busy={isSubmitting}>
            Save rating
          </Button>
          <Button variant="secondary" auto onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

export function MyMeals({ viewer }: { viewer: MyMeals_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment MyMeals_viewer on User {
        meals {
          id
          mealId
          date
          meal
          hour
          categoryType
          snacks
          drinks
          proteinGrams
          dishName
          price
          charged
          state
          reason
          rating
          ratingComment
          canRate
        }
      }
    `,
    viewer,
  );
  const [rating, setRating] = useState<string | null>(null);
  // Newest first: the latest day, and on a day the later meal.
  const meals = [...data.meals].sort((a, b) => (a.date === b.date ? b.hour - a.hour : a.date < b.date ? 1 : -1));
  const open = meals.find((m) => m.id === rating);
  const labelOf = (m: LedgerMeal) => `${formatMealDay(m.date)} ${capitalise(m.meal)}`;

  return (
    <section className={styles.section} aria-labelledby="fm-my-meals-title">
      <div className={styles.sectionHead}>
        <h2 id="fm-my-meals-title" className={styles.sectionTitle}>
          My meals
        </h2>
        <p className={styles.sectionNote}>Your meals of the last 2 weeks. Rate a delivered meal within 3 days.</p>
      </div>
      {meals.length === 0 ? (
        <p className={styles.empty}>No meals yet.</p>
      ) : (
        <ul className={styles.list} aria-label="My meals">
          {meals.map((m) => {
            const label = labelOf(m);
            const extras = [m.snacks ? 'Snacks' : '', m.drinks ? 'Drinks' : '', m.proteinGrams > 0 ? `+${m.proteinGrams} g protein` : ''].filter(Boolean);
            return (
              <li key={m.id} className={styles.row} aria-label={label}>
                <div className={styles.rowMain}>
                  <p className={styles.rowTitle}>
                    {formatMealDay(m.date)} · {capitalise(m.meal)} at {formatHour(m.hour)}
                  </p>
                  {m.dishName ? <p className={styles.rowDish}>{m.dishName}</p> : null}
                  <p className={styles.rowMeta}>{[capitalise(m.categoryType), ...extras].join(' · ')}</p>
                  <p className={styles.rowMeta}>
                    <span className={`${styles.badge} ${STATE_BADGE[m.state] ?? styles.badgeMuted} ${styles.stateBadge}`}>
                      {stateText(m.state, m.reason)}
                    </span>
                    {m.rating ? <Stars stars={m.rating} /> : null}
                  </p>
                  {m.rating && m.ratingComment ? <p className={styles.ratingComment}>“{m.ratingComment}”</p> : null}
                </div>
                <div className={styles.mealAction}>
                  <span className={`${styles.amount} ${styles.amountDebit}`}>
                    {m.charged == null ? <span className={styles.notCharged}>Not charged</span> : formatINR(m.charged)}
                  </span>
                  {m.state === 'delivered' && m.canRate ? (
                    <button type="button" className={styles.smallButton} aria-label={`${m.rating ? 'Change rating of' : 'Rate'} ${label}`} onClick={() => setRating(m.id)}>
                      {m.rating ? 'Change rating' : 'Rate'}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {open ? <RateMealDialog key={open.id} meal={open} label={`${formatMealDay(open.date)} · ${capitalise(open.meal)}${open.dishName ? ` · ${open.dishName}` : ''}`} onClose={() => setRating(null)} /> : null}
    </section>
  );
}
