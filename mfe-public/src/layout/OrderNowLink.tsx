// Every Order Now goes to /plans and reports order_now_click with its placement.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { trackOrderNowClick, type OrderNowLocation } from '../analytics';
import { ORDER_NOW_HREF } from '../site/nav';

interface OrderNowLinkProps {
  location: OrderNowLocation;
  className?: string;
  children?: ReactNode;
  onClick?: () => void;
  'aria-label'?: string;
}

export function OrderNowLink({ location, className, children = 'Order Now', onClick, ...rest }: OrderNowLinkProps) {
  return (
    <Link
      to={ORDER_NOW_HREF}
      className={className}
      aria-label={rest['aria-label']}
      onClick={() => {
        trackOrderNowClick(location);
        onClick?.();
      }}
    >
      {children}
    </Link>
  );
}
