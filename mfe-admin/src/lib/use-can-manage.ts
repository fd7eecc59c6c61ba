// Whether the signed-in staff member may change users, routines and money on the screen they are on
// (admins), or only read them (kitchen staff). The server holds the same line; this keeps buttons
// that would be refused off the kitchen's screens.
import { useHost } from '@freshmeals/host-api';
import { canManage, readsAnalytics, seesMoney } from '../access';

export function useCanManage(): boolean {
  return canManage(useHost().useAuth().user?.role);
}

/** Whether the signed-in staff member reads money: the value of the screens' `$withMoney` variable. */
export function useSeesMoney(): boolean {
  return seesMoney(useHost().useAuth().user?.role);
}

/** Whether the signed-in staff member reads analytics: the home screen offers its panel to admins only. */
export function useReadsAnalytics(): boolean {
  return readsAnalytics(useHost().useAuth().user?.role);
}
