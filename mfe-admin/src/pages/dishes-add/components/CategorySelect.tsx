// The Category combobox: search among the categories, or 'Create' a new one. A new
// category is added at once and selected; 'Failed to add dish category.' when that fails.
import { useState } from 'react';
import { Select } from 'antd';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { CategorySelect_query$key } from './__generated__/CategorySelect_query.graphql';
import type { CategorySelectCreateMutation } from './__generated__/CategorySelectCreateMutation.graphql';
import { categoryOptions, CREATE_PREFIX } from './category-options';
import { commitAsync, failureText } from '@freshmeals/host-api';

export const CATEGORY_ADD_FAILED = 'Failed to add dish category.';

interface Props {
  id?: string;
  query: CategorySelect_query$key;
  value: number | undefined;
  onChange(categoryId: number | undefined): void;
}

export function CategorySelect({ id, query, value, onChange }: Props) {
  const data = useFragment(
    graphql`
      fragment CategorySelect_query on Query {
        dishCategories {
          id
          categoryId
          name
        }
      }
    `,
    query,
  );
  const [commit, creating] = useMutation<CategorySelectCreateMutation>(graphql`
    mutation CategorySelectCreateMutation($name: String!) {
      createDishCategory(name: $name) {
        id
        categoryId
        name
      }
    }
  `);
  const [typed, setTyped] = useState('');
  const [added, setAdded] = useState<Array<{ categoryId: number; name: string }>>([]);
  const categories = [...data.dishCategories, ...added.filter((a) => !data.dishCategories.some((c) => c.categoryId === a.categoryId))];

  const create = async (name: string) => {
    try {
      const { createDishCategory } = await commitAsync(commit, { variables: { name } });
      setAdded((list) => [...list, createDishCategory]);
      onChange(createDishCategory.categoryId);
      setTyped('');
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, CATEGORY_ADD_FAILED));
    }
  };

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      placeholder="Search or create a category"
      loading={creating}
      value={value === undefined ? undefined : String(value)}
      options={categoryOptions(categories, typed)}
      onChange={(selected: string) => {
        if (selected.startsWith(CREATE_PREFIX)) void create(selected.slice(CREATE_PREFIX.length));
        else {
          onChange(Number(selected));
          setTyped('');
        }
      }}
      notFoundContent="No categories"
    />
  );
}
