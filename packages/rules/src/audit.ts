// The audit log's vocabulary: what an admin did, in words, and the categories the log filters by.
// Shared by the gateway (which records the entries) and the admin console (which lists them).
export const AUDIT_CATEGORIES = ['money', 'prices', 'routines', 'users', 'service-area', 'settings', 'api-keys'] as const;
export type AuditCategory = (typeof AUDIT_CATEGORIES)[number];

export const AUDIT_CATEGORY_LABELS: Record<AuditCategory, string> = {
  money: 'Money',
  prices: 'Prices',
  routines: 'Routines',
  users: 'Users & staff',
  'service-area': 'Service area',
  settings: 'Settings',
  'api-keys': 'API keys',
};

export const AUDIT_ACTIONS = {
  'credit.add': { category: 'money', label: 'Added credit' },
  'credit.debit': { category: 'money', label: 'Debited credit' },
  'credit.reverse': { category: 'money', label: 'Reversed a transaction' },
  'credit.deduct': { category: 'money', label: 'Deducted a meal' },
  'credit.deduct-all': { category: 'money', label: 'Deducted all' },
  'payment-difference.resolve': { category: 'money', label: 'Resolved a payment difference' },
  'price.set': { category: 'prices', label: 'Changed a price' },
  'offer.create': { category: 'prices', label: 'Created a coupon' },
  'offer.update': { category: 'prices', label: 'Changed an offer' },
  'routine.set': { category: 'routines', label: 'Changed a routine' },
  'meal.skip': { category: 'routines', label: 'Skipped a meal' },
  'meal.unskip': { category: 'routines', label: 'Undid a skip' },
  'meal.pause': { category: 'routines', label: 'Paused deliveries' },
  'meal.resume': { category: 'routines', label: 'Resumed deliveries' },
  'meal.change': { category: 'routines', label: 'Changed a meal for one day' },
  'meal.change-undo': { category: 'routines', label: 'Undid a one-day change' },
  'kitchen.close': { category: 'routines', label: 'Closed the kitchen' },
  'kitchen.reopen': { category: 'routines', label: 'Reopened the kitchen' },
  'user.create': { category: 'users', label: 'Created a user' },
  'user.disable': { category: 'users', label: 'Disabled a user' },
  'user.enable': { category: 'users', label: 'Enabled a user' },
  'staff.invite': { category: 'users', label: 'Invited staff' },
  'staff.role': { category: 'users', label: 'Changed a role' },
  'service-area.add': { category: 'service-area', label: 'Added PIN codes' },
  'service-area.remove': { category: 'service-area', label: 'Removed a PIN code' },
  'service-area.order': { category: 'service-area', label: 'Changed the delivery order' },
  'settings.update': { category: 'settings', label: 'Changed the settings' },
  'api-key.create': { category: 'api-keys', label: 'Created an API key' },
  'api-key.revoke': { category: 'api-keys', label: 'Revoked an API key' },
  'webhook.create': { category: 'api-keys', label: 'Added a webhook endpoint' },
  'webhook.update': { category: 'api-keys', label: 'Changed a webhook endpoint' },
  'webhook.delete': { category: 'api-keys', label: 'Deleted a webhook endpoint' },
} as const satisfies Record<string, { category: AuditCategory; label: string }>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
