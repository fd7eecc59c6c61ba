// A signed-in visitor's way back to their account and out of it, in the top bar and the phone
// drawer: "My account" (the console's "Dashboard" for staff) and "Log out". Nothing for a
// visitor, who has Order Now and the footer's "Customer login".
import { useState } from 'react';
import { Link } from 'react-router';
import { isStaffRole, useHost } from '@freshmeals/host-api';
import styles from './PublicLayout.module.css';

export function AccountLinks({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const host = useHost();
  const { user, accessToken } = host.useAuth();
  const [leaving, setLeaving] = useState(false);
  if (!user || !accessToken) return null;
  const admin = isStaffRole(user.role);
  return (
    <div className={[styles.accountLinks, className].filter(Boolean).join(' ')}>
      <Link to={admin ? '/dashboard' : '/account'} className={styles.topLink} onClick={onNavigate}>
        {admin ? 'Dashboard' : 'My account'}
      </Link>
      <button
        type="button"
        className={`${styles.topLink} ${styles.logoutButton}`}
        disabled={leaving}
        onClick={async () => {
          setLeaving(true);
          try {
            await host.logout();
          } finally {
            setLeaving(false);
            onNavigate?.();
          }
        }}
      >
        Log out
      </button>
    </div>
  );
}
