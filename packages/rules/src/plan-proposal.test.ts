import { describe, expect, it } from 'vitest';
import { addonOutcomes, describePlan, planFromParams, planToParams, proposedCost, proposedSlots, type PlanChoice } from './plan-proposal.ts';
import { addressLine, isIncompleteAddress } from './addresses.ts';

const PRICES = { veg: 13_900, egg: 15_900, chicken: 17_900, protein_portion: 4_000, snacks: 4_000, drinks: 3_000 };
const QUOTE: PlanChoice = { plan: 'eggPlan', meals: ['lunch', 'dinner'], duration: 14, addons: ['Paneer', 'Egg'] };

describe("a quote's plan", () => {
  it('keeps its duration and every add-on through the sign-up address', () => {
    const params = planToParams(QUOTE);
    expect(params.toString()).toBe('plan=eggPlan&meals=lunch%2Cdinner&duration=14&addons=Paneer%2CEgg');
    expect(planFromParams(new URLSearchParams(params.toString()))).toEqual(QUOTE);
    expect(describePlan(QUOTE)).toBe('Egg plan: lunch and dinner every day, for 14 days, with Paneer and Egg');
  });

  it('makes Chicken and Paneer one 20 g portion each, and names Egg with why it is not added', () => {
    expect(proposedSlots(QUOTE).map((slot) => slot.proteinMultiplier)).toEqual(Array(14).fill(1));
    expect(proposedSlots({ ...QUOTE, addons: ['Chicken', 'Paneer'] })[0]!.proteinMultiplier).toBe(2);
    expect(proposedSlots({ ...QUOTE, addons: ['Egg'] })[0]!.proteinMultiplier).toBe(0);
    expect(addonOutcomes(QUOTE)).toEqual([
      { addon: 'Paneer', applied: true, note: 'Paneer add-on (+18 g protein): added as one 20 g protein portion to each meal.' },
      { addon: 'Egg', applied: false, note: 'Egg add-on (+12 g protein): not available as a routine extra, which comes in 20 g protein portions.' },
    ]);
  });

  it('costs a week and its duration of the routine it proposes, with the price table', () => {
    // 14 egg meals a week, each with one portion: 14 x (159 + 40) = ₹2,786; 14 days is two weeks.
    expect(proposedCost(QUOTE, PRICES)).toEqual({ weekPaise: 278_600, durationPaise: 557_200 });
    expect(proposedCost({ ...QUOTE, duration: 28, addons: [] }, PRICES)).toEqual({ weekPaise: 222_600, durationPaise: 890_400 });
  });
});

describe('the address a sign-up PIN code makes', () => {
  it('is incomplete and reads as its PIN code alone', () => {
    const address = { label: 'Home', line1: '', city: '', pin: '560038' };
    expect(isIncompleteAddress(address)).toBe(true);
    expect(addressLine(address)).toBe('560038');
    expect(isIncompleteAddress({ ...address, line1: '14, 2nd Cross', city: 'Bengaluru' })).toBe(false);
  });
});
