// The fields of one meal on the account page: Meal, Time, Type, Include Snacks, Include Drinks,
// Extra Protein Portions and, when the customer has more than one address, where it goes. The
// weekly routine's editor and the one-day change forms both show them, so a meal is chosen the same
// way everywhere; each form adds its own day field and its own button around them.
import { useId } from 'react';
import { addressLine, type AddressParts } from '@freshmeals/rules/addresses';
import {
  capitalise,
  formatHour,
  HOURS,
  MAX_PROTEIN_PORTIONS,
  MEAL_TYPES,
  mealForHour,
  MEALS,
  type Meal,
  type MealType,
} from '@freshmeals/rules/routine-grid';
import ui from '../../ui/ui.module.css';
import styles from './Account.module.css';

/** A meal as the form holds it: the protein portions as typed, so a wrong number is named, never rounded. */
export interface MealChoice {
  meal: Meal;
  hour: number;
  type: MealType;
  snacks: boolean;
  drinks: boolean;
  protein: string;
  /** One of the customer's addresses; null: their default address. */
  addressId: number | null;
}

/** One of the customer's addresses, as the form offers it. */
export interface AddressOption extends AddressParts {
  readonly addressId: number;
}

export type MealFieldErrors = Partial<Record<'meal' | 'hour' | 'type' | 'proteinMultiplier' | 'addressId', string>>;

/** The first hour of a meal's window: where the Time goes when the meal changes. */
export const firstHourOf = (meal: Meal) => HOURS.find((hour) => mealForHour(hour) === meal)!;

/** The hours of a meal's window, for a Time that only offers those. */
export const windowHours = (meal: Meal) => HOURS.filter((hour) => mealForHour(hour) === meal);

/** The typed portions as a number for the rules (blank is no number, so it is named, not taken as 0). */
export const portionsOf = (protein: string) => (protein.trim() === '' ? Number.NaN : Number(protein));

const DEFAULT_ADDRESS = '';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <span id={id} className={ui.error} role="alert">
      {message}
    </span>
  ) : null;
}

interface MealFieldsProps {
  value: MealChoice;
  onChange(change: Partial<MealChoice>): void;
  /** The hours Time offers: the meal's window (the routine), or the whole day checked against the window. */
  hours: readonly number[];
  /** Hide Meal: the form changes one meal that is already named. */
  fixedMeal?: boolean;
  /** The customer's addresses, the default first; Address shows only when there is more than one. */
  addresses?: readonly AddressOption[];
  errors?: MealFieldErrors;
}

export function MealFields({ value, onChange, hours, fixedMeal = false, addresses = [], errors = {} }: MealFieldsProps) {
  const id = useId();
  const fallback = addresses.find((address) => address.isDefault);
  const invalid = (field: keyof MealFieldErrors) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}` } : {};
  return (
    <>
      {fixedMeal ? null : (
        <label className={styles.selectField}>
          Meal
          <select
            className={ui.input}
            value={value.meal}
            onChange={(e) => {
              const meal = e.target.value as Meal;
              onChange({ meal, hour: mealForHour(value.hour) === meal ? value.hour : firstHourOf(meal) });
            }}
          >
            {MEALS.map((meal) => (
              <option key={meal} value={meal}>
                {capitalise(meal)}
              </option>
            ))}
          </select>
        </label>
      )}
      <div className={styles.selectField}>
        <label htmlFor={`${id}-time`}>Time</label>
        <select id={`${id}-time`} className={ui.input} value={value.hour} onChange={(e) => onChange({ hour: Number(e.target.value) })} {...invalid('hour')}>
          {hours.map((hour) => (
            <option key={hour} value={hour}>
              {formatHour(hour)}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-hour`} message={errors.hour} />
      </div>
      <label className={styles.selectField}>
        Type
        <select className={ui.input} value={value.type} onChange={(e) => onChange({ type: e.target.value as MealType })}>
          {MEAL_TYPES.map((type) => (
            <option key={type} value={type}>
              {capitalise(type)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={value.snacks} onChange={(e) => onChange({ snacks: e.target.checked })} /> Include Snacks
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" checked={value.drinks} onChange={(e) => onChange({ drinks: e.target.checked })} /> Include Drinks
      </label>
      <div className={styles.selectField}>
        <label htmlFor={`${id}-protein`}>Extra Protein Portions (20 g each)</label>
        <input
          id={`${id}-protein`}
          className={ui.input}
          type="number"
          min={0}
          max={MAX_PROTEIN_PORTIONS}
          step={1}
          value={value.protein}
          onChange={(e) => onChange({ protein: e.target.value })}
          {...invalid('proteinMultiplier')}
        />
        <FieldError id={`${id}-proteinMultiplier`} message={errors.proteinMultiplier} />
      </div>
      {addresses.length > 1 ? (
        <div className={styles.selectField}>
          <label htmlFor={`${id}-address`}>Address</label>
          <select
            id={`${id}-address`}
            className={ui.input}
            value={value.addressId === null ? DEFAULT_ADDRESS : String(value.addressId)}
            onChange={(e) => onChange({ addressId: e.target.value === DEFAULT_ADDRESS ? null : Number(e.target.value) })}
            {...invalid('addressId')}
          >
            <option value={DEFAULT_ADDRESS}>{fallback ? `Default (${fallback.label})` : 'Default address'}</option>
            {/* The default is offered once, as the default, unless the meal names it itself. */}
            {addresses
              .filter((address) => !address.isDefault || address.addressId === value.addressId)
              .map((address) => (
                <option key={address.addressId} value={address.addressId} title={addressLine(address)}>
                  {address.label}
                </option>
              ))}
          </select>
          <FieldError id={`${id}-addressId`} message={errors.addressId} />
        </div>
      ) : null}
    </>
  );
}
