// The weekly menu grid: a row per weekday, a column per meal,
// and in each cell a dish select per type (veg, egg, chicken) offering only dishes of that type.
// 'Save menu' replaces the week's menu.
import { useMemo, useState } from 'react';
import { Button, Empty, Select, Space, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { toast } from 'sonner';
import type { MenuEditor_dishes$key } from './__generated__/MenuEditor_dishes.graphql';
import type { MenuEditor_menu$key } from './__generated__/MenuEditor_menu.graphql';
import type { MenuEditorSaveMutation } from './__generated__/MenuEditorSaveMutation.graphql';
import {
  assign,
  MENU_MEALS,
  MENU_TYPES,
  MENU_WEEKDAYS,
  menuItemsOf,
  menuStateFrom,
  sameMenu,
  slotKey,
  type MenuState,
  type MenuType,
} from '../menu-week';
import styles from './menu.module.css';
import { failureText } from '@freshmeals/host-api';

const capitalise = (word: string) => word[0]!.toUpperCase() + word.slice(1);

type Option = { value: number; label: string };

interface MenuEditorProps {
  menu: MenuEditor_menu$key;
  dishes: MenuEditor_dishes$key;
}

export function MenuEditor({ menu, dishes }: MenuEditorProps) {
  const menuData = useFragment(
    graphql`
      fragment MenuEditor_menu on Menu {
        weekStart
        items {
          weekday
          meal
          type
          dishId
          dishName
        }
      }
    `,
    menu,
  );
  const dishData = useFragment(
    graphql`
      fragment MenuEditor_dishes on Query {
        veg: dishes(types: [veg], first: 100) {
          edges {
            node {
              dishId
              name
            }
          }
        }
        egg: dishes(types: [egg], first: 100) {
          edges {
            node {
              dishId
              name
            }
          }
        }
        chicken: dishes(types: [chicken], first: 100) {
          edges {
            node {
              dishId
              name
            }
          }
        }
      }
    `,
    dishes,
  );

  // Each type's dishes, by name; a dish on the saved menu is offered even beyond the first 100.
  const options = useMemo(() => {
    const byType: Record<MenuType, Map<number, string>> = { veg: new Map(), egg: new Map(), chicken: new Map() };
    for (const type of MENU_TYPES) {
      for (const edge of dishData[type].edges) byType[type].set(edge.node.dishId, edge.node.name);
    }
    for (const item of menuData.items) {
      const list = byType[item.type as MenuType];
      if (list && !list.has(item.dishId)) list.set(item.dishId, item.dishName);
    }
    const sorted = {} as Record<MenuType, Option[]>;
    for (const type of MENU_TYPES) {
      sorted[type] = [...byType[type]].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
    }
    return sorted;
  }, [dishData, menuData.items]);

  const loaded = useMemo(() => menuStateFrom(menuData.items), [menuData.items]);
  const [state, setState] = useState<MenuState>(loaded);
  const [saved, setSaved] = useState<MenuState>(loaded);
  const dirty = !sameMenu(state, saved);
  const assigned = menuItemsOf(state).length;

  const [commit, saving] = useMutation<MenuEditorSaveMutation>(graphql`
    mutation MenuEditorSaveMutation($weekStart: Date!, $items: [MenuItemInput!]!) {
      setMenuItems(weekStart: $weekStart, items: $items) {
        weekStart
        ...MenuEditor_menu
      }
    }
  `);

  const save = () => {
    const sent = state;
    commit({
      variables: { weekStart: menuData.weekStart, items: menuItemsOf(sent) },
      onCompleted: (response, errors) => {
        if (errors?.length || !response.setMenuItems) {
          toast.error(failureText(errors?.[0], 'Failed to save menu'));
          return;
        }
        setSaved(sent);
        toast.success('Menu saved');
      },
      onError: (error) => {
        toast.error(failureText(error, 'Failed to save menu'));
      },
    });
  };

  const noDishes = MENU_TYPES.every((type) => options[type].length === 0);

  return (
    <>
      <div className={styles.toolbar}>
        <Typography.Text type={dirty ? 'warning' : 'secondary'} aria-live="polite">
          {dirty ? 'Unsaved changes' : `${assigned} ${assigned === 1 ? 'dish' : 'dishes'} on this week's menu`}
        </Typography.Text>
        <Button type="primary" icon={<SaveOutlined aria-hidden />} loading={saving} onClick={save}>
          Save menu
        </Button>
      </div>
      {noDishes && <Empty description="Add dishes first: the menu is made of them." style={{ marginBottom: 16 }} />}
      <div className={styles.grid} role="table" aria-label={`Menu for the week of ${menuData.weekStart}`}>
        <div className={`${styles.row} ${styles.headRow}`} role="row">
          <div className={styles.dayCell} role="columnheader">
            Day
          </div>
          {MENU_MEALS.map((meal) => (
            <div key={meal} className={styles.mealHead} role="columnheader">
              {capitalise(meal)}
            </div>
          ))}
        </div>
        {MENU_WEEKDAYS.map((weekday) => (
          <div key={weekday} className={styles.row} role="row">
            <div className={styles.dayCell} role="rowheader">
              {capitalise(weekday)}
            </div>
            {MENU_MEALS.map((meal) => (
              <div key={meal} className={styles.mealCell} role="cell" data-testid={`menu-${weekday}-${meal}`}>
                <span className={styles.mealLabel} aria-hidden>
                  {capitalise(meal)}
                </span>
                <Space direction="vertical" size={4} style={{ width: '100%' }}>
                  {MENU_TYPES.map((type) => {
                    const key = slotKey(weekday, meal, type);
                    return (
                      <label key={type} className={styles.slot}>
                        <span className={`${styles.typeLabel} ${styles[type]}`}>{type}</span>
                        <Select<number>
                          className={styles.select}
                          size="small"
                          allowClear
                          showSearch={{ optionFilterProp: 'label' }}
                          placeholder={`No ${type} dish`}
                          aria-label={`${capitalise(weekday)} ${meal} ${type} dish`}
                          value={state[key]}
                          options={options[type]}
                          onChange={(value) => setState((current) => assign(current, weekday, meal, type, value ?? null))}
                          popupMatchSelectWidth={false}
                        />
                      </label>
                    );
                  })}
                </Space>
              </div>
            ))}
          </div>
        ))}
      </div>
    </>
  );
}
