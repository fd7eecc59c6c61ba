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

/** userId from the query string: a positive integer (a Relay global id of a User is accepted too). */
export function parseUserId(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : null;
  try {
    const match = /^User:(\d+)$/.exec(atob(value));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}
