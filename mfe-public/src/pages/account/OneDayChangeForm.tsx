// The form of a one-day change on the account page: one date's meal made different from the weekly
// routine ('Change this day' under a coming meal, the date and meal given), or a meal added on a
// date of the customer's choice ('Add a meal for one day'). It checks what is typed with the
// server's own rules (mealChangeSchema, the same words), so Save only sends what the server takes;
// the cut-off and the closures are the server's to judge and come back as its message.
import { useId, useState } from 'react';
import { addDays, businessToday } from '@freshmeals/rules/dates';
import { MEAL_CHANGE_MAX_DAYS, MEAL_CHANGE_MESSAGES, mealChangeSchema } from '@freshmeals/rules/meals';
import { HOURS, type Meal, type MealType } from '@freshmeals/rules/routine-grid';
import { Button } from '../../ui/Field';
import ui from '../../ui/ui.module.css';
import styles from './Account.module.css';
import { MealFields, portionsOf, type AddressOption, type MealChoice, type MealFieldErrors } from './MealFields';

/** What Save sends as changeMealForDay's input. */
export interface MealChangeValues {
  date: string;
  meal: Meal;
  hour: number;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  proteinMultiplier: number;
  addressId: number | null;
}

type Errors = MealFieldErrors & { date?: string };

/** What is wrong with the form, by field, in the server's words; null when Save may send it. */
export function checkMealChange(date: string, choice: MealChoice, today: string): { errors: Errors; values: MealChangeValues | null } {
  const parsed = mealChangeSchema.safeParse({
    date,
    meal: choice.meal,
    hour: choice.hour,
    type: choice.type,
    snacks: choice.snacks,
    drinks: choice.drinks,
    proteinMultiplier: portionsOf(choice.protein),
    addressId: choice.addressId,
  });
  const errors: Errors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof Errors;
      errors[field] ??= issue.message;
    }
  } else if (date < today) {
    // A date gone by: its meals are past their cut-off.
    errors.date = MEAL_CHANGE_MESSAGES.tooLate;
  } else if (date > addDays(today, MEAL_CHANGE_MAX_DAYS)) {
    errors.date = MEAL_CHANGE_MESSAGES.tooFar;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { errors, values: null };
  const { userId: _whose, ...values } = parsed.data;
  return { errors, values };
}

interface OneDayChangeFormProps {
  title: string;
  /** The meal as it is: the change starts from it. */
  initial: MealChoice;
  /** The date of the meal changed; absent: the customer picks one ('Add a meal for one day'). */
  date?: string;
  /** The first date offered when the customer picks one. */
  initialDate?: string;
  addresses: readonly AddressOption[];
  saving: boolean;
  saveLabel?: string;
  onSave(values: MealChangeValues): void;
  onCancel(): void;
}

export function OneDayChangeForm({ title, initial, date: fixedDate, initialDate, addresses, saving, saveLabel = 'Save', onSave, onCancel }: OneDayChangeFormProps) {
  const today = businessToday();
  const [choice, setChoice] = useState<MealChoice>(initial);
  const [date, setDate] = useState(fixedDate ?? initialDate ?? addDays(today, 1));
  const dateErrorId = useId();
  const { errors, values } = checkMealChange(fixedDate ?? date, choice, today);
  return (
    <fieldset className={`${styles.mealForm} ${styles.dayForm}`}>
      <legend className={styles.mealFormTitle}>{title}</legend>
      {fixedDate ? null : (
        <div className={styles.selectField}>
          <label htmlFor={`${dateErrorId}-input`}>Date</label>
          <input
            id={`${dateErrorId}-input`}
            className={ui.input}
            type="date"
            min={today}
            max={addDays(today, MEAL_CHANGE_MAX_DAYS)}
            value={date}
            required
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={errors.date ? dateErrorId : undefined}
          />
          {errors.date ? (
            <span id={dateErrorId} className={ui.error} role="alert">
              {errors.date}
            </span>
          ) : null}
        </div>
      )}
      <MealFields
        value={choice}
        onChange={(change) => setChoice((current) => ({ ...current, ...change }))}
        // The whole day, checked against the meal's window: a time of another meal is named, not hidden.
        hours={HOURS}
        fixedMeal={fixedDate !== undefined}
        addresses={addresses}
        errors={errors}
      />
      <div className={`${styles.formActions} ${styles.dayFormActions}`}>
        <Button auto busy={saving} disabled={values === null} onClick={() => values && onSave(values)}>
          {saveLabel}
        </Button>
        <Button variant="secondary" auto disabled={saving} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </fieldset>
  );
}
