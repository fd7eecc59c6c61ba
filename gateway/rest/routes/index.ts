// Every REST route, one file per domain.
import type { RestRoute } from '../facade.ts';
import { authRoutes } from './auth.ts';
import { dishRoutes } from './dishes.ts';
import { uploadRoutes } from './uploads.ts';
import { userRoutes } from './users.ts';
import { addressRoutes } from './addresses.ts';
import { routineRoutes } from './routines.ts';
import { summaryRoutes } from './summary.ts';
import { dispatchRoutes } from './dispatch.ts';
import { menuRoutes } from './menu.ts';
import { enquiryRoutes } from './enquiries.ts';
import { contactRoutes } from './contact.ts';
import { analyticsRoutes } from './analytics.ts';
import { mealRoutes } from './meals.ts';
import { paymentRoutes } from './payments.ts';
import { referralRoutes } from './referrals.ts';
import { documentRoutes } from './documents.ts';

export const restRoutes: RestRoute[] = [...authRoutes, ...dishRoutes, ...uploadRoutes, ...userRoutes, ...addressRoutes, ...routineRoutes, ...summaryRoutes, ...dispatchRoutes, ...mealRoutes, ...menuRoutes, ...enquiryRoutes, ...contactRoutes, ...analyticsRoutes, ...paymentRoutes, ...referralRoutes, ...documentRoutes];
