// Seeds an empty database: the admin account, the default price table and, in embedded (demo)
// mode, a small believable data set for every admin screen.
//
//   npm run seed   seeds the embedded PGlite in DATA_DIR (./.data) with demo data, or DATABASE_URL
//                  (admin and prices only). Admin from ADMIN_EMAIL / ADMIN_PASSWORD (ADMIN_NAME);
//                  outside production it defaults to admin@example.com / Admin@1234.
//
// The data is fixed (no randomness); only dates are relative to the day the seed runs, so that
// "today", recent deductions and upcoming skips make sense in the demo.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../schema/auth/password.ts';
import { passwordField } from '@freshmeals/rules/auth';
import { formatDate } from '@freshmeals/rules/dates';
import type { Prisma, PrismaClient } from './generated/client/client.ts';
import type { Addon, Meal, MealCategory, PaymentMethod, PlanType, Weekday } from './generated/client/enums.ts';

export interface SeedOptions {
  /** The admin account to create; none when absent. */
  admin?: { email: string; password: string; name?: string };
  /** Also create demo customers, dishes, enquiries ... (embedded mode). */
  demo: boolean;
  /** Reference time for relative dates (default: now). */
  now?: Date;
  /** Business time zone for "today" and weekdays (default Asia/Kolkata). */
  timeZone?: string;
}

/** Default prices in paise, from the ₹139 starting price up; admins edit them later. */
export const DEFAULT_PRICES: Readonly<Record<string, number>> = {
  veg: 13900,
  egg: 15900,
  chicken: 17900,
  protein_portion: 4000,
  snacks: 4000,
  drinks: 3000,
};

export const DEMO_CUSTOMER_PASSWORD = 'Customer@1234';

// Arbitrary key for pg_advisory_xact_lock: two gateways starting on one empty database seed once.
const SEED_LOCK_KEY = 720_510_001;

type Tx = Prisma.TransactionClient;

/**
 * Seeds the database when it has no user at all; otherwise does nothing. Everything is created in
 * one transaction, so a failed seed leaves the database empty and is retried on the next start.
 */
export async function seed(prisma: PrismaClient, opts: SeedOptions): Promise<{ created: boolean }> {
  if ((await prisma.user.count()) > 0) return { created: false };

  // scrypt is deliberately slow: hash outside the transaction, the demo password only once, and
  // both at once (two hashes may run together).
  const [adminHash, customerHash] = await Promise.all([
    opts.admin ? hashPassword(opts.admin.password) : undefined,
    opts.demo ? hashPassword(DEMO_CUSTOMER_PASSWORD) : undefined,
  ]);
  const now = opts.now ?? new Date();
  const timeZone = opts.timeZone ?? 'Asia/Kolkata';

  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`;
      if ((await tx.user.count()) > 0) return { created: false }; // another process was first

      const prices = await tx.price.createMany({
        data: Object.entries(DEFAULT_PRICES).map(([key, amountPaise]) => ({ key, amountPaise })),
        skipDuplicates: true,
      });
      let admin: { id: number } | undefined;
      if (opts.admin && adminHash) {
        admin = await tx.user.create({
          data: {
            name: opts.admin.name?.trim() || 'Admin',
            email: opts.admin.email.trim().toLowerCase(),
            phone: '',
            passwordHash: adminHash,
            role: 'admin',
            emailVerified: true,
          },
          select: { id: true },
        });
      }
      if (opts.demo && customerHash) {
        await seedDemo(tx, { passwordHash: customerHash, adminId: admin?.id ?? null, now, timeZone });
      }
      return { created: Boolean(admin) || opts.demo || prices.count > 0 };
    },
    { timeout: 60_000, maxWait: 60_000 },
  );
}

// ---------------------------------------------------------------------------------------------
// Demo data
// ---------------------------------------------------------------------------------------------

interface SlotSpec {
  days: Weekday[];
  meal: Meal;
  hour: number;
  type: MealCategory;
  snacks?: boolean;
  drinks?: boolean;
  protein?: number;
}

interface CreditSpec {
  amountPaise: number;
  method: Exclude<PaymentMethod, 'debit'>;
  note: string;
  daysAgo: number;
}

interface CustomerSpec {
  name: string;
  email: string;
  phone: string;
  disabled?: boolean;
  credits: CreditSpec[];
  routine: SlotSpec[];
  /** How many past routine days (days before today that have meals) have already been charged. */
  chargedDays: number;
  /** Skip the first scheduled meal at least two days ahead. */
  skipNext?: boolean;
}

const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WORKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];
const ALL_DAYS: Weekday[] = [...WORKDAYS, 'saturday', 'sunday'];
const MEAL_ORDER: Meal[] = ['breakfast', 'lunch', 'dinner'];

const CUSTOMERS: CustomerSpec[] = [
  {
    name: 'Aarav Sharma',
    email: 'aarav.sharma@example.com',
    phone: '9876543210',
    credits: [
      { amountPaise: 500000, method: 'online', note: 'UPI payment, 28-day veg plan', daysAgo: 20 },
      { amountPaise: 100000, method: 'online', note: 'Top-up via UPI', daysAgo: 6 },
    ],
    routine: [
      { days: WORKDAYS, meal: 'lunch', hour: 13, type: 'veg', drinks: true },
      { days: WORKDAYS, meal: 'dinner', hour: 20, type: 'veg', protein: 1 },
    ],
    chargedDays: 5,
    skipNext: true,
  },
  {
    name: 'Priya Iyer',
    email: 'priya.iyer@example.com',
    phone: '9845012345',
    credits: [{ amountPaise: 300000, method: 'offline', note: 'Cash received at the kitchen', daysAgo: 15 }],
    routine: [
      { days: ALL_DAYS, meal: 'breakfast', hour: 8, type: 'egg' },
      { days: ['monday', 'wednesday', 'friday'], meal: 'lunch', hour: 12, type: 'veg', snacks: true },
    ],
    chargedDays: 4,
  },
  {
    name: 'Rohan Mehta',
    email: 'rohan.mehta@example.com',
    phone: '9920456789',
    credits: [
      { amountPaise: 800000, method: 'online', note: 'Card payment, 28-day chicken plan', daysAgo: 25 },
      { amountPaise: 50000, method: 'exempted', note: 'Goodwill credit for a late delivery', daysAgo: 9 },
    ],
    routine: [
      { days: WORKDAYS, meal: 'lunch', hour: 14, type: 'chicken', protein: 2, drinks: true },
      { days: WORKDAYS, meal: 'dinner', hour: 21, type: 'chicken', protein: 1, snacks: true },
    ],
    chargedDays: 6,
    skipNext: true,
  },
  {
    name: 'Ananya Reddy',
    email: 'ananya.reddy@example.com',
    phone: '9701234567',
    credits: [{ amountPaise: 250000, method: 'online', note: 'Net banking, 14-day egg plan', daysAgo: 10 }],
    routine: [
      { days: ['tuesday', 'thursday', 'saturday'], meal: 'breakfast', hour: 7, type: 'egg', drinks: true },
      { days: ['tuesday', 'thursday', 'saturday'], meal: 'dinner', hour: 19, type: 'veg' },
    ],
    chargedDays: 3,
  },
  {
    name: 'Kavya Nair',
    email: 'kavya.nair@example.com',
    phone: '9847098765',
    // Less than one meal's price: shows up as "Not Affordable" in the summary.
    credits: [{ amountPaise: 10000, method: 'offline', note: 'Partial cash payment', daysAgo: 3 }],
    routine: [{ days: WORKDAYS, meal: 'lunch', hour: 13, type: 'veg' }],
    chargedDays: 0,
  },
  {
    name: 'Arjun Patel',
    email: 'arjun.patel@example.com',
    phone: '9825067890',
    credits: [
      { amountPaise: 400000, method: 'online', note: 'UPI payment, 28-day egg plan', daysAgo: 12 },
      { amountPaise: 20000, method: 'exempted', note: 'Referral bonus', daysAgo: 2 },
    ],
    routine: [
      { days: ['monday', 'tuesday', 'wednesday', 'thursday'], meal: 'dinner', hour: 22, type: 'egg', protein: 1 },
      { days: ['saturday', 'sunday'], meal: 'lunch', hour: 15, type: 'chicken', drinks: true, snacks: true },
    ],
    chargedDays: 5,
  },
  {
    name: 'Vikram Singh',
    email: 'vikram.singh@example.com',
    phone: '9811122233',
    disabled: true,
    credits: [{ amountPaise: 150000, method: 'offline', note: 'Cheque payment', daysAgo: 30 }],
    routine: [{ days: WORKDAYS, meal: 'lunch', hour: 12, type: 'chicken' }],
    chargedDays: 0,
  },
];

const CATEGORIES = ['Bowls', 'Salads', 'Wraps', 'Breakfast', 'Curries'] as const;
type CategoryName = (typeof CATEGORIES)[number];

interface DishSpec {
  name: string;
  description: string;
  type: MealCategory;
  category: CategoryName;
  calories: number;
  protein: number;
  fat: number;
  carbs: number;
}

const DISHES: DishSpec[] = [
  { name: 'Paneer Tikka Bowl', description: 'Tandoori paneer on jeera rice with mint chutney, pickled onions and cucumber raita.', type: 'veg', category: 'Bowls', calories: 520, protein: 26, fat: 22, carbs: 52 },
  { name: 'Rajma Brown Rice Bowl', description: 'Slow-cooked Punjabi rajma over brown rice with a side of kachumber salad.', type: 'veg', category: 'Bowls', calories: 480, protein: 18, fat: 9, carbs: 78 },
  { name: 'Chana Quinoa Salad', description: 'Kabuli chana, quinoa, cherry tomatoes and peppers tossed in a lemon-coriander dressing.', type: 'veg', category: 'Salads', calories: 390, protein: 17, fat: 12, carbs: 50 },
  { name: 'Sprouts Chaat Salad', description: 'Moong sprouts, pomegranate, onion and tomato with tangy chaat masala and lime.', type: 'veg', category: 'Salads', calories: 310, protein: 15, fat: 6, carbs: 46 },
  { name: 'Veg Kathi Roll', description: 'Whole-wheat paratha rolled with spiced vegetables, paneer bhurji and green chutney.', type: 'veg', category: 'Wraps', calories: 450, protein: 19, fat: 16, carbs: 56 },
  { name: 'Vegetable Poha', description: 'Flattened rice with peas, peanuts, curry leaves and a squeeze of lemon.', type: 'veg', category: 'Breakfast', calories: 330, protein: 9, fat: 10, carbs: 52 },
  { name: 'Palak Dal with Jeera Rice', description: 'Yellow moong dal simmered with spinach and garlic tadka, served with jeera rice.', type: 'veg', category: 'Curries', calories: 500, protein: 21, fat: 11, carbs: 76 },
  { name: 'Masala Omelette Wrap', description: 'Three-egg masala omelette with onions, chillies and coriander in a multigrain wrap.', type: 'egg', category: 'Wraps', calories: 430, protein: 27, fat: 20, carbs: 34 },
  { name: 'Egg Bhurji Breakfast Plate', description: 'Spiced scrambled eggs with two multigrain toasts and sauteed greens.', type: 'egg', category: 'Breakfast', calories: 410, protein: 25, fat: 21, carbs: 30 },
  { name: 'Egg Curry with Brown Rice', description: 'Boiled eggs in a tomato-onion gravy, served with brown rice and salad.', type: 'egg', category: 'Curries', calories: 560, protein: 28, fat: 20, carbs: 64 },
  { name: 'Egg and Avocado Salad', description: 'Boiled eggs, avocado, lettuce and roasted seeds with a yoghurt-herb dressing.', type: 'egg', category: 'Salads', calories: 380, protein: 22, fat: 26, carbs: 14 },
  { name: 'Grilled Chicken Bowl', description: 'Herb-grilled chicken breast on millet pulao with roasted vegetables.', type: 'chicken', category: 'Bowls', calories: 590, protein: 42, fat: 18, carbs: 58 },
  { name: 'Chicken Tikka Wrap', description: 'Charred chicken tikka, onions and mint mayo in a whole-wheat wrap.', type: 'chicken', category: 'Wraps', calories: 520, protein: 38, fat: 17, carbs: 48 },
  { name: 'Home-style Chicken Curry', description: 'Chicken in a light onion-tomato curry with phulkas and cucumber raita.', type: 'chicken', category: 'Curries', calories: 640, protein: 44, fat: 22, carbs: 60 },
  { name: 'Chicken Caesar Salad', description: 'Grilled chicken, romaine, parmesan and garlic croutons with a light Caesar dressing.', type: 'chicken', category: 'Salads', calories: 450, protein: 38, fat: 24, carbs: 18 },
];

interface EnquirySpec {
  name: string;
  email: string;
  phone: string;
  mealType: PlanType;
  mealDetails: Meal[];
  duration: 14 | 28;
  addons: Addon[];
  hoursAgo: number;
  adminNotes?: string;
}

const ENQUIRIES: EnquirySpec[] = [
  { name: 'Neha Gupta', email: 'neha.gupta@example.com', phone: '9811234567', mealType: 'vegPlan', mealDetails: ['lunch'], duration: 14, addons: [], hoursAgo: 3 },
  { name: 'Siddharth Rao', email: 'siddharth.rao@example.com', phone: '9886543210', mealType: 'chickenPlan', mealDetails: ['lunch', 'dinner'], duration: 28, addons: ['Chicken'], hoursAgo: 9 },
  { name: 'Meera Krishnan', email: 'meera.krishnan@example.com', phone: '9840011223', mealType: 'eggPlan', mealDetails: ['breakfast'], duration: 14, addons: ['Egg'], hoursAgo: 20, adminNotes: 'Called back; wants delivery before 8 am in Adyar. Sent the egg plan menu.' },
  { name: 'Karan Malhotra', email: 'karan.malhotra@example.com', phone: '9810098765', mealType: 'chickenPlan', mealDetails: ['breakfast', 'lunch', 'dinner'], duration: 28, addons: ['Chicken', 'Egg'], hoursAgo: 30 },
  { name: 'Ishita Banerjee', email: 'ishita.banerjee@example.com', phone: '9830045678', mealType: 'vegPlan', mealDetails: ['lunch', 'dinner'], duration: 28, addons: ['Paneer'], hoursAgo: 44, adminNotes: 'Converted: signed up for the 28-day veg plan, paid online.' },
  { name: 'Rahul Verma', email: 'rahul.verma@example.com', phone: '9899012345', mealType: 'eggPlan', mealDetails: ['dinner'], duration: 14, addons: [], hoursAgo: 52 },
  { name: 'Pooja Desai', email: 'pooja.desai@example.com', phone: '9820076543', mealType: 'vegPlan', mealDetails: ['breakfast', 'lunch'], duration: 14, addons: ['Paneer'], hoursAgo: 70, adminNotes: 'Outside the 4 km delivery radius; suggested pickup from the kitchen.' },
  { name: 'Aditya Kulkarni', email: 'aditya.kulkarni@example.com', phone: '9850023456', mealType: 'chickenPlan', mealDetails: ['lunch'], duration: 14, addons: ['Chicken'], hoursAgo: 95 },
  { name: 'Sneha Joshi', email: 'sneha.joshi@example.com', phone: '9822034567', mealType: 'eggPlan', mealDetails: ['breakfast', 'dinner'], duration: 28, addons: ['Egg', 'Paneer'], hoursAgo: 120, adminNotes: 'Asked for a 20% first-month discount; applied the offer.' },
  { name: 'Manish Agarwal', email: 'manish.agarwal@example.com', phone: '9830067890', mealType: 'vegPlan', mealDetails: ['dinner'], duration: 28, addons: [], hoursAgo: 150 },
  { name: 'Divya Menon', email: 'divya.menon@example.com', phone: '9895078901', mealType: 'chickenPlan', mealDetails: ['lunch', 'dinner'], duration: 14, addons: ['Chicken', 'Paneer', 'Egg'], hoursAgo: 200, adminNotes: 'No answer twice; sent a WhatsApp message with the plan details.' },
  { name: 'Harsh Vardhan', email: 'harsh.vardhan@example.com', phone: '9818089012', mealType: 'eggPlan', mealDetails: ['lunch'], duration: 14, addons: ['Egg'], hoursAgo: 260 },
  { name: 'Tanvi Shah', email: 'tanvi.shah@example.com', phone: '9825090123', mealType: 'vegPlan', mealDetails: ['breakfast', 'lunch', 'dinner'], duration: 28, addons: ['Paneer'], hoursAgo: 330, adminNotes: 'Jain food requested (no onion, garlic); kitchen confirmed it can do lunch only.' },
];

interface ContactSpec {
  name: string;
  email: string;
  phone: string;
  message: string;
  hoursAgo: number;
  sessionNotes?: string;
}

const CONTACTS: ContactSpec[] = [
  { name: 'Ritika Saxena', email: 'ritika.saxena@example.com', phone: '9811345678', message: 'Do you deliver to Indiranagar? I would like lunch at my office on weekdays.', hoursAgo: 2 },
  { name: 'Nikhil Bose', email: 'nikhil.bose@example.com', phone: '9831456789', message: 'Can the chicken plan be made less spicy? My parents would also like to subscribe.', hoursAgo: 7, sessionNotes: 'Explained that spice levels can be set per customer; shared the plans page.' },
  { name: 'Shreya Pillai', email: 'shreya.pillai@example.com', phone: '9846567890', message: 'I am diabetic. Do you have low-carb options and can a nutritionist review my plan?', hoursAgo: 18, sessionNotes: 'Booked a 15-minute call with the nutritionist for Friday 5 pm.' },
  { name: 'Varun Chopra', email: 'varun.chopra@example.com', phone: '9812678901', message: 'What are the delivery charges for Whitefield? The plans page does not show prices.', hoursAgo: 26 },
  { name: 'Lakshmi Subramanian', email: 'lakshmi.s@example.com', phone: '9841789012', message: 'Looking for a corporate plan for a team of 12 people, lunch only, five days a week.', hoursAgo: 40, sessionNotes: 'Sent the corporate quote; follow up next Monday.' },
  { name: 'Farhan Qureshi', email: 'farhan.qureshi@example.com', phone: '9819890123', message: 'Is the chicken halal? I would like to start the 28-day plan next week.', hoursAgo: 55, sessionNotes: 'Confirmed halal sourcing; customer will sign up online.' },
  { name: 'Gayatri Hegde', email: 'gayatri.hegde@example.com', phone: '9845901234', message: 'Can I pause my subscription while I travel for ten days in December?', hoursAgo: 77 },
  { name: 'Abhishek Tiwari', email: 'abhishek.tiwari@example.com', phone: '9838012345', message: 'Yesterday my dinner arrived 40 minutes late and cold. Please look into it.', hoursAgo: 100, sessionNotes: 'Apologised; added a goodwill credit and spoke to the delivery partner.' },
  { name: 'Nandini Rao', email: 'nandini.rao@example.com', phone: '9886123450', message: 'Do you offer a trial meal before committing to a 14-day plan?', hoursAgo: 130 },
  { name: 'Yash Jain', email: 'yash.jain@example.com', phone: '9829234561', message: 'Please share the ingredient list for the paneer tikka bowl, I have a nut allergy.', hoursAgo: 170, sessionNotes: 'Sent the allergen sheet; the bowl contains no nuts.' },
  { name: 'Sanya Kapoor', email: 'sanya.kapoor@example.com', phone: '9810345672', message: 'How do I change my delivery address for the lunch slot from next week onwards?', hoursAgo: 220 },
  { name: 'Deepak Choudhary', email: 'deepak.choudhary@example.com', phone: '9828456783', message: 'Want to gift a two-week veg plan to my mother. Is that possible?', hoursAgo: 280, sessionNotes: 'Yes; created an enquiry on her behalf and shared the payment link.' },
  { name: 'Riya Sen', email: 'riya.sen@example.com', phone: '9836567894', message: 'Your website is great! Are you planning to open in Pune soon?', hoursAgo: 350 },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The calendar date in the time zone, as the UTC midnight Date Prisma uses for @db.Date. */
function businessDate(at: Date, timeZone: string): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  return new Date(`${ymd}T00:00:00.000Z`);
}

/** "Lunch on 21 Jan 2026": the note of a deduction's debit transaction, as the gateway writes it. */
const chargeNote = (d: { meal: Meal; date: Date }) =>
  `${d.meal[0]!.toUpperCase()}${d.meal.slice(1)} on ${formatDate(d.date.toISOString().slice(0, 10))}`;
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY);
const weekdayOf = (date: Date): Weekday => WEEKDAYS[date.getUTCDay()]!;

function slotPricePaise(slot: { type: MealCategory; proteinMultiplier: number; snacks: boolean; drinks: boolean }): number {
  return (
    DEFAULT_PRICES[slot.type]! +
    slot.proteinMultiplier * DEFAULT_PRICES.protein_portion! +
    (slot.snacks ? DEFAULT_PRICES.snacks! : 0) +
    (slot.drinks ? DEFAULT_PRICES.drinks! : 0)
  );
}

async function seedDemo(
  tx: Tx,
  ctx: { passwordHash: string; adminId: number | null; now: Date; timeZone: string },
): Promise<void> {
  const { now, adminId } = ctx;
  const today = businessDate(now, ctx.timeZone);

  const users = await tx.user.createManyAndReturn({
    data: CUSTOMERS.map((c, i) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      passwordHash: ctx.passwordHash,
      role: 'customer' as const,
      emailVerified: true,
      isDisabled: c.disabled ?? false,
      createdAt: new Date(now.getTime() - (40 - i) * DAY),
    })),
    select: { id: true, email: true },
  });
  const userId = new Map(users.map((u) => [u.email, u.id]));

  const slots: Prisma.RoutineSlotCreateManyInput[] = [];
  const transactions: Prisma.CreditTransactionCreateManyInput[] = [];
  const charges: { userId: number; date: Date; meal: Meal; amountPaise: number; at: Date }[] = [];
  const skips: Prisma.SkipCreateManyInput[] = [];
  const balances = new Map<number, number>();

  for (const c of CUSTOMERS) {
    const id = userId.get(c.email)!;
    const routine = c.routine.flatMap((s) =>
      s.days.map((weekday) => ({
        userId: id,
        weekday,
        meal: s.meal,
        hour: s.hour,
        type: s.type,
        snacks: s.snacks ?? false,
        drinks: s.drinks ?? false,
        proteinMultiplier: s.protein ?? 0,
      })),
    );
    slots.push(...routine);
    const slotsOn = (date: Date) =>
      routine
        .filter((s) => s.weekday === weekdayOf(date))
        .sort((a, b) => MEAL_ORDER.indexOf(a.meal) - MEAL_ORDER.indexOf(b.meal));

    let balance = 0;
    for (const credit of c.credits) {
      balance += credit.amountPaise;
      transactions.push({
        userId: id,
        type: 'credit',
        amountPaise: credit.amountPaise,
        paymentMethod: credit.method,
        note: credit.note,
        createdById: adminId,
        createdAt: new Date(now.getTime() - credit.daysAgo * DAY),
      });
    }
    // Meals of the last `chargedDays` routine days were dispatched and charged (oldest first).
    // Counting days that have meals, not calendar days, keeps the demo history the same size
    // whichever weekday the seed runs on.
    const chargedDates: Date[] = [];
    for (let back = 1; chargedDates.length < c.chargedDays && back <= 7 * c.chargedDays; back++) {
      const date = addDays(today, -back);
      if (slotsOn(date).length > 0) chargedDates.unshift(date);
    }
    for (const date of chargedDates) {
      for (const slot of slotsOn(date)) {
        const amountPaise = slotPricePaise(slot);
        if (amountPaise > balance) continue; // credit never goes below zero
        balance -= amountPaise;
        charges.push({ userId: id, date, meal: slot.meal, amountPaise, at: new Date(date.getTime() + slot.hour * HOUR) });
      }
    }
    balances.set(id, balance);

    if (c.skipNext) {
      // The first scheduled meal two or more days ahead: well outside the 24-hour limit.
      for (let ahead = 2; ahead < 9; ahead++) {
        const date = addDays(today, ahead);
        const slot = slotsOn(date)[0];
        if (!slot) continue;
        skips.push({ userId: id, date, meal: slot.meal, createdById: id, createdAt: new Date(now.getTime() - 5 * HOUR) });
        break;
      }
    }
  }

  await tx.routineSlot.createMany({ data: slots });
  await tx.skip.createMany({ data: skips });
  await tx.creditTransaction.createMany({ data: transactions });
  // Each debit belongs to a Deduction (the dispatch charge), so it is created with it.
  const debits = await tx.creditTransaction.createManyAndReturn({
    data: charges.map((d) => ({
      userId: d.userId,
      type: 'debit' as const,
      amountPaise: d.amountPaise,
      paymentMethod: 'debit' as const,
      note: chargeNote(d),
      createdById: adminId,
      createdAt: d.at,
    })),
    select: { id: true, userId: true, note: true },
  });
  // (user, note) is unique among the debits: the note names the date and the meal.
  const debitId = new Map(debits.map((t) => [`${t.userId}:${t.note}`, t.id]));
  await tx.deduction.createMany({
    data: charges.map((d) => ({
      userId: d.userId,
      date: d.date,
      meal: d.meal,
      amountPaise: d.amountPaise,
      transactionId: debitId.get(`${d.userId}:${chargeNote(d)}`)!,
      createdById: adminId,
      createdAt: d.at,
    })),
  });
  for (const [id, creditPaise] of balances) {
    await tx.user.update({ where: { id }, data: { creditPaise } });
  }

  const categories = await tx.dishCategory.createManyAndReturn({
    data: CATEGORIES.map((name) => ({ name, nameKey: name.toLowerCase() })),
    select: { id: true, name: true },
  });
  const categoryId = new Map(categories.map((c) => [c.name, c.id]));
  await tx.dish.createMany({
    data: DISHES.map((d, i) => ({
      name: d.name,
      description: d.description,
      type: d.type,
      categoryId: categoryId.get(d.category)!,
      calories: d.calories,
      protein: d.protein,
      fat: d.fat,
      carbs: d.carbs,
      imageUrl: null, // images come from the image storage, which the seed does not fill
      createdAt: new Date(now.getTime() - (30 - i) * HOUR),
    })),
  });

  await tx.enquiry.createMany({
    data: ENQUIRIES.map((e) => ({
      name: e.name,
      email: e.email,
      phone: e.phone,
      mealType: e.mealType,
      mealDetails: e.mealDetails,
      duration: e.duration,
      addons: e.addons,
      attended: e.adminNotes !== undefined,
      adminNotes: e.adminNotes ?? null,
      createdAt: new Date(now.getTime() - e.hoursAgo * HOUR),
    })),
  });
  await tx.contactEnquiry.createMany({
    data: CONTACTS.map((c) => ({
      name: c.name,
      email: c.email,
      phone: c.phone,
      message: c.message,
      attended: c.sessionNotes !== undefined,
      sessionNotes: c.sessionNotes ?? null,
      submittedAt: new Date(now.getTime() - c.hoursAgo * HOUR),
    })),
  });
}

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

/**
 * The first admin, created on an empty database: ADMIN_EMAIL / ADMIN_PASSWORD, or the demo admin
 * outside production. The password must pass the same rules as a customer's at sign-up, so the
 * most powerful account is never the weakest.
 */
export function adminFromEnv(env: Record<string, string | undefined>): AdminAccount | undefined {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const checked = passwordField.safeParse(env.ADMIN_PASSWORD);
    if (!checked.success) {
      const reasons = checked.error.issues.map((issue) => issue.message).join('; ');
      throw new Error(`ADMIN_PASSWORD does not meet the password rules: ${reasons}`);
    }
    return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD, name: env.ADMIN_NAME || 'Admin' };
  }
  if (env.NODE_ENV === 'production') return undefined;
  return { email: 'admin@example.com', password: 'Admin@1234', name: 'Demo Admin' };
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const production = process.env.NODE_ENV === 'production';
  const { DATABASE_URL } = process.env;
  const admin = adminFromEnv(process.env);
  if (!admin) console.log('NODE_ENV=production and ADMIN_EMAIL / ADMIN_PASSWORD are not set: no admin is created.');

  const { openDatabase } = await import('./database.ts');
  const dataDir = process.env.DATA_DIR || './.data';
  const db = await openDatabase(DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir });
  try {
    const demo = !DATABASE_URL && !production;
    const result = await seed(db.prisma, {
      admin,
      demo,
      timeZone: process.env.BUSINESS_TIME_ZONE || 'Asia/Kolkata',
    });
    const where = DATABASE_URL ? 'The DATABASE_URL database' : `The embedded database in ${dataDir}`;
    if (!result.created) console.log(`${where} already has users: nothing seeded.`);
    else {
      const what = [admin && 'the admin', 'the default prices', demo && 'demo data'].filter(Boolean).join(' and ');
      console.log(`${where}: seeded ${what}.`);
      if (admin) console.log(`Admin: ${admin.email}${production ? '' : ` / ${admin.password}`}`);
      if (demo) console.log(`Demo customers: ${CUSTOMERS.map((c) => c.email).join(', ')} / ${DEMO_CUSTOMER_PASSWORD}`);
    }
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
