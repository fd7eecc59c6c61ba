// The executable schema: the builder plus every domain module.
import { builder } from './builder.ts';
import './auth/auth.ts';
import './auth/password-reset.ts';
import './auth/password-change.ts';
import './users/user.ts';
import './users/staff.ts';
import './users/profile.ts';
import './addresses/addresses.ts';
import './dishes/dishes.ts';
import './images/images.ts';
import './credits/credits.ts';
import './routines/routines.ts';
import './settings/settings.ts';
import './pricing/pricing.ts';
import './skips/skips.ts';
import './pauses/pauses.ts';
import './dispatch/dispatch.ts';
import './summary/summary.ts';
import './menu/menu.ts';
import './enquiries/enquiries.ts';
import './contact/contact.ts';
import './analytics/analytics.ts';
import './api-keys/api-keys.ts';
import './audit/audit.ts';
import './outbox/outbox.ts';
import './notifications/notifications.ts';

export const schema = builder.toSchema({ sortSchema: false });
