// Static display data of the public site: meal cards, testimonials, plan and add-on
// options. Prices are empty on purpose (no price is shown).
import addonChicken from '../assets/addon-chicken.svg';
import addonEgg from '../assets/addon-egg.svg';
import addonPaneer from '../assets/addon-paneer.svg';
import avatarAnanya from '../assets/avatar-ananya.svg';
import avatarKavya from '../assets/avatar-kavya.svg';
import avatarRohan from '../assets/avatar-rohan.svg';
import mealChickpea from '../assets/meal-chickpea-bowl.svg';
import mealEggToast from '../assets/meal-egg-guacamole-toast.svg';
import mealChicken from '../assets/meal-rustic-chicken.svg';
import mealSpinach from '../assets/meal-spinach-set.svg';
import planChicken from '../assets/plan-chicken.svg';
import planEgg from '../assets/plan-egg.svg';
import planVeg from '../assets/plan-veg.svg';

/** The enquiry's mealType values. */
export type PlanType = 'vegPlan' | 'eggPlan' | 'chickenPlan';
/** The enquiry's mealDetails values: lowercase meal types. */
export type MealType = 'breakfast' | 'lunch' | 'dinner';
export type AddonName = 'Chicken' | 'Paneer' | 'Egg';

/** The advertised "from" price per meal until the server's (the lowest meal price admins set) arrives. */
export const STARTING_PRICE_INR = 139;

export interface SiteOffer {
  title: string;
  description: string;
  badge: string;
  percent: number | null;
}

/**
 * The first-month offer as the server seeds it: shown until the server's answer arrives (and in the
 * pre-rendered first screen), then replaced by the offer of the moment, or taken away with it.
 */
export const SITE_OFFER: SiteOffer = {
  title: 'LIMITED TIME OFFER!',
  description: 'Get 20% OFF on your first month order!',
  badge: '20% OFF your first month',
  percent: 20,
};
export const DELIVERY_RADIUS_KM = 4;

export interface MealCard {
  image: string;
  /** Scaled copies of the image for `srcset` (an uploaded dish image), when there are any. */
  srcSet?: string | null;
  title: string;
  /** Empty: the cards show the image and the title. */
  description: string;
  /** Shown as a small tag on the card. */
  type: 'Veg' | 'Egg' | 'Chicken';
  alt: string;
}

/** Explore Our Meals: four static meals. */
export const MEALS: readonly MealCard[] = [
  {
    image: mealChicken,
    title: 'Rustic Chicken Plate',
    description: '',
    type: 'Chicken',
    alt: 'Grilled chicken with herbed rice, roasted carrots and greens',
  },
  {
    image: mealSpinach,
    title: 'Spinach Set',
    description: '',
    type: 'Veg',
    alt: 'Palak paneer with jeera rice and rotis',
  },
  {
    image: mealEggToast,
    title: 'Egg & Guacamole Toast',
    description: '',
    type: 'Egg',
    alt: 'Sourdough toast with guacamole and soft-boiled eggs',
  },
  {
    image: mealChickpea,
    title: 'Mediterranean Chickpea Salad Bowl',
    description: '',
    type: 'Veg',
    alt: 'Chickpea salad bowl with tomato, cucumber, olives and feta',
  },
];

export interface Testimonial {
  name: string;
  image: string;
  feedback: string;
  /** A short context line under the name. */
  detail: string;
}

/** Loved by Our Community: three static testimonials. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Ananya Iyer',
    image: avatarAnanya,
    detail: 'Veg Plan · Lunch & Dinner',
    feedback:
      'I finally stopped ordering greasy takeaway. Every meal is fresh, the portions are just right and I know exactly how many calories I am eating. My energy at work has never been better.',
  },
  {
    name: 'Rohan Mehta',
    image: avatarRohan,
    detail: 'Chicken Plan · 28 days',
    feedback:
      'The protein add-ons make hitting my gym targets effortless. The chicken is always juicy, the menu changes every week, and delivery is right on time.',
  },
  {
    name: 'Kavya Reddy',
    image: avatarKavya,
    detail: 'Egg Plan · Breakfast & Lunch',
    feedback:
      'As a new mum I have no time to cook. FreshMeals feels like home food made by a nutritionist: simple, tasty and nothing processed. Highly recommend!',
  },
];

export interface PlanOption {
  id: PlanType;
  name: string;
  calories: string;
  protein: string;
  /** Empty. */
  price: string;
  image: string;
  blurb: string;
}

/** Plan options. */
export const PLANS: readonly PlanOption[] = [
  {
    id: 'vegPlan',
    name: 'Veg Plan',
    calories: '300–600',
    protein: '15–30g',
    price: '',
    image: planVeg,
    blurb: 'Wholesome vegetarian meals with paneer, lentils, grains and seasonal vegetables.',
  },
  {
    id: 'eggPlan',
    name: 'Egg Plan',
    calories: '350–650',
    protein: '20–35g',
    price: '',
    image: planEgg,
    blurb: 'Vegetarian favourites plus eggs for an easy, balanced protein boost.',
  },
  {
    id: 'chickenPlan',
    name: 'Chicken Plan',
    calories: '400–700',
    protein: '25–45g',
    price: '',
    image: planChicken,
    blurb: 'Lean, grilled and curried chicken dishes for high-protein days.',
  },
];

export const MEAL_TYPE_OPTIONS: ReadonlyArray<{ value: MealType; label: string }> = [
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'lunch', label: 'Lunch' },
  { value: 'dinner', label: 'Dinner' },
];

export const DURATION_OPTIONS: ReadonlyArray<{ value: 14 | 28; label: string }> = [
  { value: 14, label: '14 days' },
  { value: 28, label: '28 days' },
];

export interface AddonOption {
  id: AddonName;
  name: string;
  description: string;
  protein: string;
  /** Empty. */
  price: string;
  image: string;
}

/** Add-on options. */
export const ADDON_OPTIONS: readonly AddonOption[] = [
  { id: 'Chicken', name: 'Chicken', description: 'Grilled chicken breast', protein: '+20g', price: '', image: addonChicken },
  { id: 'Paneer', name: 'Paneer', description: 'Paneer tikka', protein: '+18g', price: '', image: addonPaneer },
  { id: 'Egg', name: 'Egg', description: 'Boiled eggs', protein: '+12g', price: '', image: addonEgg },
];
