// The consumers' change-safety check: a breaking change since the released schema fails unless the
// changelog's Unreleased section names its path; additions pass; a release moves Unreleased down.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { releaseChangelog, schemaChanges, undocumentedBreakingChanges, unreleasedSection } from '../../scripts/schema-diff.ts';

const released = `
type Query { dishes(search: String): [Dish!]! dispatchList(meal: String): [Int!]! }
type Dish { id: ID! name: String! calories: Float }
`;
const changelog = (unreleased: string) => `# Changelog\n\n## Unreleased\n\n${unreleased}\n\n## 1.0.0 (2026-11-25)\n\n- \`Dish.calories\` first release\n`;

describe('schema diff', () => {
  it('an added field or type is safe and needs no entry', async () => {
    const changes = await schemaChanges(released, released.replace('calories: Float }', 'calories: Float imageSrcSet: String }'));
    expect(changes.map((c) => [c.level, c.path])).toEqual([['safe', 'Dish.imageSrcSet']]);
    expect(undocumentedBreakingChanges(changes, changelog(''))).toEqual([]);
  });

  it('a removed field or a changed argument type is breaking and fails until Unreleased names it', async () => {
    const current = released.replace(' calories: Float', '').replace('dispatchList(meal: String)', 'dispatchList(meal: MealOfDay)') + 'enum MealOfDay { lunch }';
    const changes = await schemaChanges(released, current);
    const breaking = changes.filter((c) => c.level === 'breaking').map((c) => c.path);
    expect(breaking).toEqual(expect.arrayContaining(['Dish.calories', 'Query.dispatchList.meal']));
    expect(undocumentedBreakingChanges(changes, changelog('')).map((c) => c.path)).toEqual(expect.arrayContaining(['Dish.calories', 'Query.dispatchList.meal']));
    // Named in an older release's section does not count.
    expect(undocumentedBreakingChanges(changes, changelog('- `Query.dispatchList.meal` is the MealOfDay enum')).map((c) => c.path)).toEqual(['Dish.calories']);
    expect(undocumentedBreakingChanges(changes, changelog('- `Query.dispatchList.meal` is the MealOfDay enum\n- `Dish.calories` removed'))).toEqual([]);
  });

  it('a release turns Unreleased into the version and opens a new one', () => {
    const next = releaseChangelog(changelog('- `Dish.calories` removed'), '1.1.0', '2026-12-01');
    expect(unreleasedSection(next)).not.toContain('Dish.calories');
    expect(next).toMatch(/## Unreleased[\s\S]*## 1\.1\.0 \(2026-12-01\)\n\n- `Dish\.calories` removed[\s\S]*## 1\.0\.0/);
  });

  it('the committed schema has no undocumented breaking change since the released one', async () => {
    const changes = await schemaChanges(readFileSync('docs/api/schema-released.graphql', 'utf8'), readFileSync('schema.graphql', 'utf8'));
    expect(undocumentedBreakingChanges(changes, readFileSync('docs/api/CHANGELOG.md', 'utf8'))).toEqual([]);
  });
});
