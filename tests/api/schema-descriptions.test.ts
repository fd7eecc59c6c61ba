// GraphiQL's docs pane is the API's manual: every type of the schema, every field of its object,
// interface and input types says what it is.
import { isInputObjectType, isInterfaceType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { schema } from '../../schema/index.ts';

describe('the GraphQL schema describes itself', () => {
  it('every type and every field has a description', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (!type.description?.trim()) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) if (!field.description?.trim()) missing.push(`${type.name}.${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

});
