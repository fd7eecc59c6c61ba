// Explore Our Meals: this week's menu when the kitchen has set one, else the four static meals. The
// static meals render at once (no wait for the network); the menu replaces them if it has dishes
// (no Suspense: nothing is rebuilt while the visitor may be using the carousel). Any failure keeps
// the static meals.
import { useEffect, useState } from 'react';
import { useHost } from '@freshmeals/host-api';
import { graphql, queryOnce } from '../../lib/public-query';
import planChicken from '../../assets/plan-chicken.svg';
import planEgg from '../../assets/plan-egg.svg';
import planVeg from '../../assets/plan-veg.svg';
import { MEALS, type MealCard } from '../../site/content';
import { Carousel } from './Carousel';
import type { WeeklyMealsQuery } from './__generated__/WeeklyMealsQuery.graphql';
import styles from './HomePage.module.css';

/** At most this many dishes of the week in the carousel. */
export const MAX_MENU_MEALS = 8;

const weeklyMenuQuery = graphql`
  query WeeklyMealsQuery {
    publicMenu {
      weekStart
      items {
        name
        description
        imageUrl
        imageSrcSet
        type
      }
    }
  }
`;

/** How wide a meal card's image is shown: most of a phone's width, else half the carousel. */
const MEAL_IMAGE_SIZES = '(max-width: 767.98px) 86vw, 600px';

const TYPE_LABEL = { veg: 'Veg', egg: 'Egg', chicken: 'Chicken' } as const;
const TYPE_IMAGE = { veg: planVeg, egg: planEgg, chicken: planChicken } as const;

type MenuItem = WeeklyMealsQuery['response']['publicMenu']['items'][number];

/** The week's dishes as meal cards: each dish once, in menu order, at most MAX_MENU_MEALS. */
export function menuMeals(items: readonly MenuItem[]): MealCard[] {
  const seen = new Set<string>();
  const cards: MealCard[] = [];
  for (const item of items) {
    const type = item.type === 'veg' || item.type === 'egg' || item.type === 'chicken' ? item.type : 'veg';
    const key = item.name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    cards.push({
      title: item.name,
      description: item.description,
      type: TYPE_LABEL[type],
      image: item.imageUrl || TYPE_IMAGE[type],
      srcSet: item.imageUrl ? item.imageSrcSet : null,
      alt: item.name,
    });
    if (cards.length === MAX_MENU_MEALS) break;
  }
  return cards;
}

export function MealsCarousel({ meals }: { meals: readonly MealCard[] }) {
  return (
    <Carousel label="Meal carousel" itemName="meal" slideWidth="50%" slideWidthMobile="86%">
      {meals.map((meal) => (
        <article key={meal.title} className={styles.mealCard}>
          <div className={styles.mealImage}>
            <img
              src={meal.image}
              srcSet={meal.srcSet ?? undefined}
              sizes={meal.srcSet ? MEAL_IMAGE_SIZES : undefined}
              width={600}
              height={450}
              alt={meal.alt}
              loading="lazy"
              draggable={false}
            />
            <span className={styles.mealTag} data-type={meal.type.toLowerCase()}>
              {meal.type}
            </span>
          </div>
          <h3 className={styles.mealTitle}>{meal.title}</h3>
          {meal.description ? <p className={styles.mealDescription}>{meal.description}</p> : null}
        </article>
      ))}
    </Carousel>
  );
}

export function WeeklyMeals() {
  const host = useHost();
  const [meals, setMeals] = useState<readonly MealCard[]>(MEALS);
  useEffect(() => {
    let active = true;
    queryOnce<WeeklyMealsQuery>(host, weeklyMenuQuery, {}).then(
      (data) => {
        const menu = menuMeals(data.publicMenu.items);
        // The static meals stay (and the carousel is not rebuilt) when no menu is set.
        if (active && menu.length) setMeals(menu);
      },
      (error: unknown) => console.warn("This week's menu could not be loaded; showing the usual meals.", error),
    );
    return () => {
      active = false;
    };
  }, [host]);
  return <MealsCarousel meals={meals} />;
}
