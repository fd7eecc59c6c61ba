// The Add Dish form, validated with the shared dish rules: Dish Name,
// Description, Image, Type, Category, Calories, Fat, Carbs, Protein; 'Add Dish' / 'Saving...'.
// Given a dish, the same form edits it ('Save Changes'): every field is sent again, so what the
// form shows is what the dish becomes.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { Controller, useForm } from 'react-hook-form';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { dishSchema, type DishData, type DishInput } from '@freshmeals/rules/dishes';
import type { DishFormMutation } from './__generated__/DishFormMutation.graphql';
import type { DishFormUpdateMutation } from './__generated__/DishFormUpdateMutation.graphql';
import type { DishForm_dish$data, DishForm_dish$key } from './__generated__/DishForm_dish.graphql';
import type { CategorySelect_query$key } from './__generated__/CategorySelect_query.graphql';
import { CategorySelect } from './CategorySelect';
import { ImageField } from './ImageField';
import { commitAsync, failureText } from '@freshmeals/host-api';

export const ADDED = 'Dish added successfully!';
export const ADD_FAILED = 'Failed to add dish. Please try again.';
export const UPDATED = 'Dish updated successfully!';
export const UPDATE_FAILED = 'Failed to update dish. Please try again.';

export const TYPE_OPTIONS = [
  { value: 'veg', label: 'Veg' },
  { value: 'egg', label: 'Egg' },
  { value: 'chicken', label: 'Chicken' },
];

const NUTRIENTS = [
  { name: 'calories', label: 'Calories', unit: 'kcal' },
  { name: 'fat', label: 'Fat', unit: 'g' },
  { name: 'carbs', label: 'Carbs', unit: 'g' },
  { name: 'protein', label: 'Protein', unit: 'g' },
] as const;

const EMPTY: DishInput = {
  name: '',
  description: '',
  imageUrl: '',
  type: undefined as unknown as DishInput['type'],
  dishCategoryId: undefined,
  calories: undefined,
  fat: undefined,
  carbs: undefined,
  protein: undefined,
};

/**
 * The form's values for a dish being edited. Nutrients read 0 when the dish has none, and 0 is no
 * valid value (they must be positive), so 0 shows as an empty field; the image is its storage key,
 * or the external URL it was given.
 */
function valuesOf(dish: DishForm_dish$data): DishInput {
  const orEmpty = (value: number) => (value > 0 ? value : undefined);
  return {
    name: dish.name,
    description: dish.description,
    imageUrl: dish.imageKey ?? dish.imageUrl ?? '',
    type: dish.type as DishInput['type'],
    dishCategoryId: dish.categoryId,
    calories: orEmpty(dish.calories),
    fat: orEmpty(dish.fat),
    carbs: orEmpty(dish.carbs),
    protein: orEmpty(dish.protein),
  };
}

interface Props {
  query: CategorySelect_query$key;
  /** The dish to edit; without it the form adds a dish. */
  dish?: DishForm_dish$key | null;
}

export function DishForm({ query, dish: dishKey = null }: Props) {
  const navigate = useNavigate();
  const editing = useFragment(
    graphql`
      fragment DishForm_dish on Dish {
        id
        name
        description
        type
        categoryId
        calories
        fat
        carbs
        protein
        imageUrl
        imageKey
      }
    `,
    dishKey,
  );
  const [create] = useMutation<DishFormMutation>(graphql`
    mutation DishFormMutation($input: CreateDishInput!) {
      createDish(input: $input) {
        id
        ...DishCard_dish
      }
    }
  `);
  const [update] = useMutation<DishFormUpdateMutation>(graphql`
    mutation DishFormUpdateMutation($id: ID!, $input: CreateDishInput!) {
      updateDish(id: $id, input: $input) {
        id
        ...DishCard_dish
        ...DishForm_dish
      }
    }
  `);
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<DishInput, unknown, DishData>({
    resolver: zodResolver(dishSchema),
    defaultValues: editing ? valuesOf(editing) : EMPTY,
  });

  const submit = handleSubmit(async (dish) => {
    const input = {
      name: dish.name,
      description: dish.description,
      imageUrl: dish.imageUrl ?? null,
      type: dish.type,
      dishCategoryId: dish.dishCategoryId,
      calories: dish.calories ?? null,
      fat: dish.fat ?? null,
      carbs: dish.carbs ?? null,
      protein: dish.protein ?? null,
    };
    try {
      if (editing) await commitAsync(update, { variables: { id: editing.id, input } });
      else await commitAsync(create, { variables: { input } });
      toast.success(editing ? UPDATED : ADDED);
      navigate('/dashboard/dishes');
    } catch (error) {
      console.error(error);
      toast.error(failureText(error, editing ? UPDATE_FAILED : ADD_FAILED));
    }
  });

  const status = (name: keyof DishInput) => ({
    validateStatus: errors[name] ? ('error' as const) : undefined,
    help: errors[name]?.message,
  });

  return (
    <Card style={{ maxWidth: 880 }}>
      <Form layout="vertical" component="form" onFinish={() => void submit()} requiredMark={false}>
        <Form.Item label="Dish Name" htmlFor="dish-name" {...status('name')}>
          <Controller control={control} name="name" render={({ field }) => <Input id="dish-name" {...field} />} />
        </Form.Item>
        <Form.Item label="Description" htmlFor="dish-description" {...status('description')}>
          <Controller
            control={control}
            name="description"
            render={({ field }) => <Input.TextArea id="dish-description" rows={3} {...field} />}
          />
        </Form.Item>
        <Form.Item label="Image" {...status('imageUrl')}>
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <ImageField
                value={(field.value as string | undefined) || ''}
                onChange={field.onChange}
                initialPreview={editing?.imageUrl ?? null}
              />
            )}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Type" htmlFor="dish-type" {...status('type')}>
              <Controller
                control={control}
                name="type"
                render={({ field }) => (
                  <Select id="dish-type" placeholder="Choose a type" options={TYPE_OPTIONS} value={field.value} onChange={field.onChange} />
                )}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Category" htmlFor="dish-category" {...status('dishCategoryId')}>
              <Controller
                control={control}
                name="dishCategoryId"
                render={({ field }) => (
                  <CategorySelect
                    id="dish-category"
                    query={query}
                    value={field.value as number | undefined}
                    onChange={field.onChange}
                  />
                )}
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          {NUTRIENTS.map((nutrient) => (
            <Col key={nutrient.name} xs={12} md={6}>
              <Form.Item label={nutrient.label} htmlFor={`dish-${nutrient.name}`} {...status(nutrient.name)}>
                <Controller
                  control={control}
                  name={nutrient.name}
                  render={({ field }) => (
                    <InputNumber
                      id={`dish-${nutrient.name}`}
                      style={{ width: '100%' }}
                      suffix={nutrient.unit}
                      value={field.value as number | undefined}
                      onChange={(value) => field.onChange(value ?? undefined)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={isSubmitting} size="large">
          {isSubmitting ? 'Saving...' : editing ? 'Save Changes' : 'Add Dish'}
        </Button>
      </Form>
    </Card>
  );
}
