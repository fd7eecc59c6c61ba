// The consumers' change-safety check: a breaking change since the released schema fails unless the
// changelog's Unreleased section names its path; a removal fails unless the released schema
// deprecated it with a removal date that has passed; a new deprecation fails without a removal date
// at least 90 days away; additions pass; a release moves Unreleased down.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEPRECATION_NOTICE_DAYS,
  deprecationPolicyViolations,
  releaseChangelog,
  removalDate,
  schemaChanges,
  undocumentedBreakingChanges,
  unreleasedSection,
} from '../../scripts/schema-diff.ts';

const released = `
type Query { dishes(search: String): [Dish!]! dispatchList(meal: String): [Int!]! }
type Dish { id: ID! name: String! calories: Float }
`;
const changelog = (unreleased: string) => `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0 (2026-11-25)\n\n- \`Dish.calories\` first release\n`;

// The day the checks below run on: 90 days later is 2027-02-26.
const today = '2026-11-28';

describe('schema diff', () => {
  it('an added field or type is safe and needs no entry', async () => {
    const changes = await schemaChanges(released, released.replace('calories: Float }', 'calories: Float imageSrcSet: String }'));
    expect(changes.map((c) => [c.level, c.path])).toEqual([['safe', 'Dish.imageSrcSet']]);
    expect(undocumentedBreakingChanges(changes, changelog(''))).toEqual([]);
    expect(deprecationPolicyViolations(released, released.replace('calories: Float }', 'calories: Float imageSrcSet: String }'), changes, today)).toEqual([]);
  });

  it('a changed argument type is breaking and fails until Unreleased names it', async () => {
    const current = released.replace('dispatchList(meal: String)', 'dispatchList(meal: MealOfDay)') + 'enum MealOfDay { lunch }';
    const changes = await schemaChanges(released, current);
    expect(changes.filter((c) => c.level === 'breaking').map((c) => c.path)).toEqual(['Query.dispatchList.meal']);
    expect(undocumentedBreakingChanges(changes, changelog('')).map((c) => c.path)).toEqual(['Query.dispatchList.meal']);
    // Named in an older release's section does not count.
    expect(undocumentedBreakingChanges(changes, changelog('- `Dish.calories` removed')).map((c) => c.path)).toEqual(['Query.dispatchList.meal']);
    expect(undocumentedBreakingChanges(changes, changelog('- `Query.dispatchList.meal` is the MealOfDay enum'))).toEqual([]);
    // Not a removal, so the deprecation policy has nothing to say about it.
    expect(deprecationPolicyViolations(released, current, changes, today)).toEqual([]);
  });

  it('a removal without a deprecation fails, even when the changelog names it', async () => {
    const current = released.replace(' calories: Float', '');
    const changes = await schemaChanges(released, current);
    expect(changes.map((c) => [c.level, c.path])).toEqual([['breaking', 'Dish.calories']]);
    expect(undocumentedBreakingChanges(changes, changelog('- `Dish.calories` removed'))).toEqual([]);
    expect(deprecationPolicyViolations(released, current, changes, today)).toEqual([
      { path: 'Dish.calories', message: expect.stringMatching(/^removed without a deprecation: keep it and deprecate it first, e\.g\. @deprecated\(reason: ".* Removal after 2027-02-26\."\)$/) },
    ]);
  });

  it('removing a field, argument, input field or enum value passes once its released deprecation date has passed', async () => {
    const deprecatedIn = (date: string) => `
type Query { dishes(search: String @deprecated(reason: "Use filter. Removal after ${date}."), filter: String): [Dish!]! }
type Dish { id: ID! name: String! calories: Float @deprecated(reason: "Use nutrition. Removal after ${date}.") kind: Kind }
input DishInput { name: String! calories: Float @deprecated(reason: "Removal after ${date}.") }
enum Kind { veg egg chicken @deprecated(reason: "Use nonVeg. Removal after ${date}.") nonVeg }
type Mutation { addDish(input: DishInput!): Dish }
`;
    const removed = (sdl: string) =>
      sdl
        .replace(/search: String @deprecated\([^)]*\), /, '')
        .replace(/ calories: Float @deprecated\([^)]*\)/g, '')
        .replace(/ chicken @deprecated\([^)]*\)/, '');
    const paths = ['Dish.calories', 'DishInput.calories', 'Kind.chicken', 'Query.dishes.search'];
    const passed = deprecatedIn('2026-11-27');
    const changes = await schemaChanges(passed, removed(passed));
    expect(changes.filter((c) => c.level === 'breaking').map((c) => c.path).sort()).toEqual(paths);
    expect(deprecationPolicyViolations(passed, removed(passed), changes, today)).toEqual([]);
    // The changelog still names each of them.
    expect(undocumentedBreakingChanges(changes, changelog(paths.map((p) => `- \`${p}\` removed`).join('\n')))).toEqual([]);
    // On the removal date itself (or before) it is too early.
    const due = deprecatedIn(today);
    const early = deprecationPolicyViolations(due, removed(due), await schemaChanges(due, removed(due)), today);
    expect(early.map((v) => v.path).sort()).toEqual(paths);
    expect(early[0]!.message).toBe(`removed before its announced removal date: it may go after ${today}`);
    // A released deprecation without a date never allows the removal.
    const undated = passed.replace('"Use nutrition. Removal after 2026-11-27."', '"Use nutrition."');
    expect(deprecationPolicyViolations(undated, removed(undated), await schemaChanges(undated, removed(undated)), today)).toEqual([
      { path: 'Dish.calories', message: 'removed, but its released deprecation names no removal date ("Removal after YYYY-MM-DD")' },
    ]);
  });

  it('a new deprecation needs a removal date at least 90 days away', async () => {
    const deprecate = (reason: string | null) =>
      released.replace('calories: Float', reason === null ? 'calories: Float @deprecated' : `calories: Float @deprecated(reason: ${JSON.stringify(reason)})`);
    const check = async (reason: string | null) => deprecationPolicyViolations(released, deprecate(reason), await schemaChanges(released, deprecate(reason)), today);
    expect(DEPRECATION_NOTICE_DAYS).toBe(90);
    expect(await check(null)).toEqual([{ path: 'Dish.calories', message: expect.stringMatching(/^deprecated without a removal date/) }]);
    expect(await check('Use nutrition instead.')).toEqual([{ path: 'Dish.calories', message: expect.stringMatching(/^deprecated without a removal date/) }]);
    expect(await check('Use nutrition instead. Removal after 2027-02-30.')).toEqual([{ path: 'Dish.calories', message: expect.stringMatching(/^deprecated without a removal date/) }]);
    // 89 days away: too soon; 90 days away: enough.
    expect(await check('Use nutrition instead. Removal after 2027-02-25.')).toEqual([
      { path: 'Dish.calories', message: 'its removal date 2027-02-25 is less than 90 days away: name 2027-02-26 or later' },
    ]);
    expect(await check('Use nutrition instead. Removal after 2027-02-26.')).toEqual([]);
    // An enum value, an argument and an input field are held to the same rule.
    const elsewhere = released.replace('dishes(search: String)', 'dishes(search: String @deprecated(reason: "Removal after 2027-01-01."))') + 'enum Kind { veg egg @deprecated }';
    const withKind = released + 'enum Kind { veg egg }';
    expect((await (async () => deprecationPolicyViolations(withKind, elsewhere, await schemaChanges(withKind, elsewhere), today))()).map((v) => v.path).sort()).toEqual([
      'Kind.egg',
      'Query.dishes.search',
    ]);
    // Released already with the same date: not checked again as the date comes nearer.
    const releasedDeprecation = deprecate('Use nutrition instead. Removal after 2027-02-26.');
    expect(deprecationPolicyViolations(releasedDeprecation, releasedDeprecation, [], '2027-02-01')).toEqual([]);
    // Moving a released date nearer is a new notice, held to the rule.
    const nearer = deprecate('Use nutrition instead. Removal after 2027-01-15.');
    expect(deprecationPolicyViolations(releasedDeprecation, nearer, await schemaChanges(releasedDeprecation, nearer), today).map((v) => v.path)).toEqual(['Dish.calories']);
    expect(removalDate('Use X instead. Removal after 2027-03-01.')).toBe('2027-03-01');
  });

  it('a release turns Unreleased into the version and opens a new one', () => {
    const next = releaseChangelog(changelog('- `Dish.calories` removed'), '1.1.0', '2026-12-01');
    expect(unreleasedSection(next)).not.toContain('Dish.calories');
    expect(next).toMatch(/## Unreleased[\s\S]*## 1\.1\.0 \(2026-12-01\)\n\n- `Dish\.calories` removed[\s\S]*## 1\.0\.0/);
  });

  it('the committed schema has no undocumented breaking change since the released one, and follows the deprecation policy', async () => {
    const releasedSdl = readFileSync('docs/api/schema-released.graphql', 'utf8');
    const currentSdl = readFileSync('schema.graphql', 'utf8');
    const changes = await schemaChanges(releasedSdl, currentSdl);
    expect(undocumentedBreakingChanges(changes, readFileSync('docs/api/CHANGELOG.md', 'utf8'))).toEqual([]);
    expect(deprecationPolicyViolations(releasedSdl, currentSdl, changes, new Date().toISOString().slice(0, 10))).toEqual([]);
  });
});
