// The per-user screens (transactions, routine) take the user from the query string, so a link to
// one can be shared and reloaded.

export type UserScreen = 'transactions' | 'user-routine';

export interface UserRef {
  userId: number;
  name: string;
  email: string;
}

export function userScreenPath(screen: UserScreen, user: UserRef) {
  const query = new URLSearchParams({ userId: String(user.userId), name: user.name, email: user.email });
  return `/dashboard/users/${screen}?${query.toString()}`;
}
