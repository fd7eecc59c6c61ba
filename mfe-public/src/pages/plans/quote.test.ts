import { describe, expect, it } from 'vitest';
import { checkPlanSelection, DEFAULT_SELECTION, toggle } from './quote';

describe('plan selection', () => {
  it('starts with the Veg Plan, no meals and no duration', () => {
    expect(DEFAULT_SELECTION).toEqual({ plan: 'vegPlan', meals: [], duration: null, addons: [] });
  });

  it('gives the plan form messages', () => {
    expect(checkPlanSelection(DEFAULT_SELECTION)).toEqual({
      ok: false,
      errors: { meals: 'Choose at least one meal type', duration: 'Invalid duration' },
    });
    expect(checkPlanSelection({ plan: null, meals: ['lunch'], duration: 14, addons: [] })).toEqual({
      ok: false,
      errors: { plan: 'Please select a plan' },
    });
  });

  it('builds the enquiry fields from a valid selection (add-ons optional)', () => {
    expect(checkPlanSelection({ plan: 'eggPlan', meals: ['dinner', 'breakfast'], duration: 28, addons: [] })).toEqual({
      ok: true,
      value: { mealType: 'eggPlan', mealDetails: ['breakfast', 'dinner'], duration: 28, addons: [] },
    });
    expect(
      checkPlanSelection({ plan: 'chickenPlan', meals: ['lunch'], duration: 14, addons: ['Egg', 'Chicken'] }),
    ).toMatchObject({ ok: true, value: { addons: ['Chicken', 'Egg'] } });
  });

  it('toggles a chip on and off', () => {
    expect(toggle(['lunch'], 'dinner')).toEqual(['lunch', 'dinner']);
    expect(toggle(['lunch', 'dinner'], 'lunch')).toEqual(['dinner']);
  });
});
