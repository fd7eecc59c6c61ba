// The account page's own code (its sections, their fragments and the query's full artifact),
// loaded on demand: routes.tsx asks for it together with the /account route (./route.tsx), which
// renders it once it has come.
import { lazyPage } from '../../lib/lazy-page';
import type { AccountPageProps } from '../AccountPage';

export const AccountPageCode = lazyPage<AccountPageProps>(() => import('../AccountPage'));
