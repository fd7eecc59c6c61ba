// The issue-4 admin screens (enquiries, contact, dishes, users, transactions), by route path
// (routes.ts). Each is loaded on demand, so a screen's code (and its Relay artifacts) load with it.
import { lazy, type ComponentType } from 'react';

export const ISSUE4_SCREENS: Record<string, ComponentType> = {
  'order-enquiry': lazy(() => import('./order-enquiry')),
  'order-enquiry/:id': lazy(() => import('./order-enquiry-detail')),
  'contact-enquiry': lazy(() => import('./contact-enquiry')),
  'contact-enquiry/:id': lazy(() => import('./contact-enquiry-detail')),
  dishes: lazy(() => import('./dishes')),
  'dishes/add': lazy(() => import('./dishes-add')),
  users: lazy(() => import('./users')),
  'users/transactions': lazy(() => import('./transactions')),
};
