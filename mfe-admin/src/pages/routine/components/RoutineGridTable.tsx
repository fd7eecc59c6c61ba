// The weekly grid: columns Monday..Sunday, rows 06:00..22:00. A click
// on a cell asks to open the dialog, a double click removes the slot shown there (Delete or
// Backspace does the same from the keyboard). A slot changed since the last save says from which
// date the change applies ('From Fri 4 Dec'): meals that have locked keep what they had.
// Presentational: the rules live in @freshmeals/rules/routine-grid.
import type { KeyboardEvent } from 'react';
import { Tag } from 'antd';
import { AppleOutlined, CoffeeOutlined, EnvironmentOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  capitalise,
  formatHour,
  HOURS,
  mealForHour,
  proteinGrams,
  slotAt,
  WEEKDAYS,
  type Meal,
  type MealType,
  type Preference,
  type Slot,
  type Weekday,
} from '@freshmeals/rules/routine-grid';
import styles from './routine.module.css';

export const TYPE_COLORS: Record<MealType, string> = { veg: 'green', chicken: 'volcano', egg: 'gold' };

const MEAL_CLASS: Record<Meal, string | undefined> = {
  breakfast: styles.breakfast,
  lunch: styles.lunch,
  dinner: styles.dinner,
};

export function SlotContent({ meal, slot, addressLabel }: { meal: Meal; slot: Slot; addressLabel?: string }) {
  return (
    <span className={styles.slot}>
      <span className={styles.slotMeal}>{capitalise(meal)}</span>
      <span className={styles.slotDetails}>
        <Tag color={TYPE_COLORS[slot.type]} className={styles.typeTag}>
          {slot.type}
        </Tag>
        {slot.snacks && <AppleOutlined className={styles.slotIcon} title="Snacks" aria-label="Snacks" role="img" />}
        {slot.drinks && <CoffeeOutlined className={styles.slotIcon} title="Drinks" aria-label="Drinks" role="img" />}
        {slot.proteinMultiplier > 0 && (
          <span className={styles.protein} title="Extra protein">
            <ThunderboltOutlined aria-hidden /> {proteinGrams(slot.proteinMultiplier)}g
            <span className={styles.visuallyHidden}> extra protein</span>
          </span>
        )}
      </span>
      {addressLabel && (
        <span className={styles.slotAddress} title={`Delivered to ${addressLabel}`}>
          <EnvironmentOutlined aria-hidden /> {addressLabel}
          <span className={styles.visuallyHidden}> address</span>
        </span>
      )}
    </span>
  );
}

/** 'From Fri 4 Dec' by `weekday:meal`, for the meals changed since the last save. */
export type ChangedFrom = ReadonlyMap<string, string>;

interface RoutineGridTableProps {
  preference: Preference;
  changedFrom?: ChangedFrom;
  /** Address labels by id, for slots that name an address other than the default. */
  addressLabels?: ReadonlyMap<number, string>;
  onCellClick(day: Weekday, hour: number): void;
  onCellDoubleClick(day: Weekday, hour: number): void;
}

export function RoutineGridTable({ preference, changedFrom = new Map(), addressLabels = new Map(), onCellClick, onCellDoubleClick }: RoutineGridTableProps) {
  const onKeyDown = (event: KeyboardEvent, day: Weekday, hour: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onCellDoubleClick(day, hour);
    }
  };

  return (
    <div className={styles.scroller} role="region" aria-label="Weekly meal slots" tabIndex={0}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col" className={styles.hourHead}>
              <span className={styles.visuallyHidden}>Hour</span>
            </th>
            {WEEKDAYS.map((day) => (
              <th key={day} scope="col" className={styles.dayHead}>
                {capitalise(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {HOURS.map((hour) => {
            const meal = mealForHour(hour);
            return (
              <tr key={hour} className={meal ? MEAL_CLASS[meal] : undefined}>
                <th scope="row" className={styles.hourCell}>
                  {formatHour(hour)}
                </th>
                {WEEKDAYS.map((day) => {
                  const filled = slotAt(preference, day, hour);
                  const label = `${capitalise(day)} ${formatHour(hour)}`;
                  const from = filled ? changedFrom.get(`${day}:${filled.meal}`) : undefined;
                  const classes = [styles.cellButton, filled && styles.filled].filter(Boolean).join(' ');
                  return (
                    <td key={day} className={styles.cell}>
                      <button
                        type="button"
                        className={classes}
                        disabled={!meal}
                        data-day={day}
                        data-hour={hour}
                        // An empty cell has no text to name it; a filled one is named by its own text
                        // (with the day and hour before it), so what a speech user reads aloud matches.
                        aria-label={
                          filled ? undefined : `${label}: add ${meal ?? 'no meal'}`
                        }
                        onClick={() => onCellClick(day, hour)}
                        onDoubleClick={() => onCellDoubleClick(day, hour)}
                        onKeyDown={(event) => onKeyDown(event, day, hour)}
                      >
                        {filled ? (
                          <>
                            <span className={styles.visuallyHidden}>{label}: </span>
                            <SlotContent
                              meal={filled.meal}
                              slot={filled.slot}
                              addressLabel={filled.slot.addressId ? addressLabels.get(filled.slot.addressId) : undefined}
                            />
                            {from && <span className={styles.changeFrom}>{from}</span>}
                            <span className={styles.visuallyHidden}>. Double-click or press Delete to remove.</span>
                          </>
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
