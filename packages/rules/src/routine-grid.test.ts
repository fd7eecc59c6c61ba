import { describe, expect, it } from 'vitest';
import {
  applyChoice,
  changedMeals,
  clickCell,
  countSlots,
  DEFAULT_CHOICE,
  dialogTitle,
  doubleClickCell,
  formatHour,
  HOURS,
  mealForHour,
  parsePreference,
  preferenceToSlots,
  proteinGrams,
  proteinPortionsError,
  routineHeading,
  slotAt,
  slotsToPreference,
  toSlotInputs,
  type Preference,
  type SlotChoice,
} from './routine-grid';

const lunchAt13: Preference = {
  monday: { lunch: { time: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 } },
};

describe('mealForHour', () => {
  it('maps the meal windows: 6–11 breakfast, 12–17 lunch, 18–22 dinner', () => {
    expect([6, 11].map(mealForHour)).toEqual(['breakfast', 'breakfast']);
    expect([12, 17].map(mealForHour)).toEqual(['lunch', 'lunch']);
    expect([18, 22].map(mealForHour)).toEqual(['dinner', 'dinner']);
  });

  it('has no meal outside 6..22 or for a non-integer hour', () => {
    expect([0, 5, 23, 24, -1, 12.5, Number.NaN].map(mealForHour)).toEqual([null, null, null, null, null, null, null]);
  });

  it('every grid row (06:00..22:00) has a meal', () => {
    expect(HOURS).toHaveLength(17);
    expect(HOURS[0]).toBe(6);
    expect(HOURS.at(-1)).toBe(22);
    expect(HOURS.every((hour) => mealForHour(hour) !== null)).toBe(true);
  });
});

describe('texts', () => {
  it('formats hours with two digits and :00', () => {
    expect(formatHour(6)).toBe('06:00');
    expect(formatHour(22)).toBe('22:00');
  });

  it('titles the dialog with the meal, the hour and the day', () => {
    expect(dialogTitle('lunch', 13, 'monday')).toBe('Select Meal Type for lunch at 13:00 on Monday');
    expect(dialogTitle('breakfast', 7, 'sunday')).toBe('Select Meal Type for breakfast at 07:00 on Sunday');
  });

  it('heads the screen with the name, a dash and the e-mail', () => {
    expect(routineHeading('Priya Iyer', 'priya.iyer@example.com')).toBe('Meal Slots For Priya Iyer - priya.iyer@example.com');
  });

  it('shows grams as portions × 20', () => {
    expect(proteinGrams(0)).toBe(0);
    expect(proteinGrams(3)).toBe(60);
    expect(proteinGrams(-2)).toBe(0);
  });
});

describe('preference ↔ slot list', () => {
  const rows = [
    { weekday: 'monday', meal: 'lunch', hour: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 },
    { weekday: 'friday', meal: 'breakfast', hour: 8, type: 'egg', snacks: false, drinks: true, proteinMultiplier: 0 },
  ];

  it('converts both ways and keeps week order then meal order', () => {
    const preference = slotsToPreference(rows);
    expect(preference).toEqual({
      monday: { lunch: { time: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 } },
      friday: { breakfast: { time: 8, type: 'egg', snacks: false, drinks: true, proteinMultiplier: 0 } },
    });
    expect(preferenceToSlots(preference)).toEqual(rows);
  });

  it('gives setRoutine the slot list in week order, the address null for the default', () => {
    const preference = slotsToPreference([...rows, { ...rows[0]!, weekday: 'sunday', meal: 'dinner', hour: 19, addressId: 7 }]);
    expect(toSlotInputs(preference)).toEqual([
      { ...rows[0], addressId: null },
      { ...rows[1], addressId: null },
      { ...rows[0], weekday: 'sunday', meal: 'dinner', hour: 19, addressId: 7 },
    ]);
    expect(toSlotInputs({})).toEqual([]);
  });

  it('keeps a slot’s address through the dialog, and drops it when the default is chosen', () => {
    const preference = slotsToPreference([{ ...rows[0]!, addressId: 7 }]);
    const opened = clickCell(preference, 'monday', 14);
    expect(opened).toMatchObject({ kind: 'open', initial: { addressId: 7 } });
    const moved = applyChoice(preference, 'monday', 14, (opened as { initial: SlotChoice }).initial);
    expect(moved.monday?.lunch).toEqual({ time: 14, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2, addressId: 7 });
    const toDefault = applyChoice(preference, 'monday', 14, { ...(opened as { initial: SlotChoice }).initial, addressId: null });
    expect(toDefault.monday?.lunch).toEqual({ time: 14, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 });
  });

  it('parses the JSON map leniently: capitalised days, defaults, and drops what cannot be shown', () => {
    expect(
      parsePreference({
        Monday: { lunch: { time: 12, type: 'veg' } },
        tuesday: { dinner: { time: 9, type: 'veg' }, breakfast: { time: 7, type: 'fish' } },
        funday: { lunch: { time: 13, type: 'veg' } },
        wednesday: { brunch: { time: 10, type: 'veg' } },
      }),
    ).toEqual({ monday: { lunch: { time: 12, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 } } });
    expect(parsePreference(null)).toEqual({});
    expect(parsePreference('x')).toEqual({});
    expect(parsePreference([])).toEqual({});
  });
});

describe('clicks', () => {
  it('does nothing outside the meal windows', () => {
    expect(clickCell({}, 'monday', 5)).toEqual({ kind: 'none' });
    expect(clickCell({}, 'monday', 23)).toEqual({ kind: 'none' });
  });

  it('opens the dialog on an empty cell with the defaults', () => {
    expect(clickCell({}, 'tuesday', 19)).toEqual({
      kind: 'open',
      day: 'tuesday',
      hour: 19,
      meal: 'dinner',
      initial: DEFAULT_CHOICE,
    });
  });

  it('does nothing on the hour already used for that meal', () => {
    expect(clickCell(lunchAt13, 'monday', 13)).toEqual({ kind: 'none' });
  });

  it('opens the dialog on another hour of the same meal, starting from that slot', () => {
    expect(clickCell(lunchAt13, 'monday', 15)).toEqual({
      kind: 'open',
      day: 'monday',
      hour: 15,
      meal: 'lunch',
      initial: { type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 },
    });
  });

  it('saving sets the slot; another hour of the same meal moves it (one slot per meal per day)', () => {
    const set = applyChoice({}, 'monday', 13, { type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2 });
    expect(set).toEqual(lunchAt13);
    const moved = applyChoice(set, 'monday', 16, { type: 'egg', snacks: false, drinks: true, proteinMultiplier: 1 });
    expect(moved.monday).toEqual({ lunch: { time: 16, type: 'egg', snacks: false, drinks: true, proteinMultiplier: 1 } });
    expect(slotAt(moved, 'monday', 13)).toBeNull();
    expect(slotAt(moved, 'monday', 16)?.meal).toBe('lunch');
    // Another meal of the same day is a second slot; the input is not mutated.
    const withDinner = applyChoice(moved, 'monday', 20, DEFAULT_CHOICE);
    expect(countSlots(withDinner)).toBe(2);
    expect(countSlots(moved)).toBe(1);
  });

  it('never stores a negative or fractional protein multiplier', () => {
    const set = applyChoice({}, 'monday', 8, { ...DEFAULT_CHOICE, proteinMultiplier: -3 });
    expect(set.monday?.breakfast?.proteinMultiplier).toBe(0);
    expect(applyChoice({}, 'monday', 8, { ...DEFAULT_CHOICE, proteinMultiplier: 2.7 }).monday?.breakfast?.proteinMultiplier).toBe(2);
  });

  it('ignores a save for an hour outside the windows', () => {
    expect(applyChoice(lunchAt13, 'monday', 23, DEFAULT_CHOICE)).toBe(lunchAt13);
  });
});

describe('double clicks', () => {
  it('removes the slot of a filled cell and drops the empty day', () => {
    expect(doubleClickCell(lunchAt13, 'monday', 13)).toEqual({});
    const two = applyChoice(lunchAt13, 'monday', 8, DEFAULT_CHOICE);
    expect(doubleClickCell(two, 'monday', 13)).toEqual({ monday: { breakfast: { time: 8, ...DEFAULT_CHOICE } } });
  });

  it('changes nothing on an empty cell or another hour of the meal', () => {
    expect(doubleClickCell(lunchAt13, 'monday', 14)).toBe(lunchAt13);
    expect(doubleClickCell(lunchAt13, 'tuesday', 13)).toBe(lunchAt13);
    expect(doubleClickCell(lunchAt13, 'monday', 5)).toBe(lunchAt13);
  });
});

describe('proteinPortionsError', () => {
  it('accepts the whole numbers 0 to 10 and names the rule for anything else, as the server does', () => {
    for (const ok of [0, 1, 10]) expect(proteinPortionsError(ok)).toBeNull();
    expect(proteinPortionsError(-2)).toBe('Extra Protein Portions must be a whole number of at least 0');
    expect(proteinPortionsError(2.5)).toBe('Extra Protein Portions must be a whole number of at least 0');
    expect(proteinPortionsError(null)).toBe('Extra Protein Portions must be a whole number of at least 0');
    expect(proteinPortionsError(Number.NaN)).toBe('Extra Protein Portions must be a whole number of at least 0');
    expect(proteinPortionsError(50)).toBe('Extra Protein Portions can be at most 10');
  });
});

describe('changedMeals', () => {
  it('names each meal added, removed or edited, in week order, and nothing for an unchanged week', () => {
    expect(changedMeals(lunchAt13, lunchAt13)).toEqual([]);
    const moved = applyChoice(lunchAt13, 'monday', 15, { ...DEFAULT_CHOICE });
    const added = applyChoice(moved, 'sunday', 8, { ...DEFAULT_CHOICE });
    expect(changedMeals(lunchAt13, added)).toEqual([
      { weekday: 'monday', meal: 'lunch' },
      { weekday: 'sunday', meal: 'breakfast' },
    ]);
    expect(changedMeals(lunchAt13, doubleClickCell(lunchAt13, 'monday', 13))).toEqual([{ weekday: 'monday', meal: 'lunch' }]);
  });
});
