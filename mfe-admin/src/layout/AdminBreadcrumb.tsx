import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { buildBreadcrumb } from './breadcrumb';
import styles from './AdminLayout.module.css';

export function AdminBreadcrumb() {
  const { pathname } = useLocation();
  const items: BreadcrumbProps['items'] = buildBreadcrumb(pathname).map((entry) => {
    switch (entry.kind) {
      case 'link':
        return { key: entry.crumb.path, title: <Link to={entry.crumb.path}>{entry.crumb.title}</Link> };
      case 'current':
        return { key: entry.crumb.path, title: <span aria-current="page">{entry.crumb.title}</span> };
      case 'collapsed':
        return {
          key: 'collapsed',
          title: <EllipsisOutlined aria-label="Show earlier levels" />,
          menu: {
            items: entry.crumbs.map((crumb) => ({
              key: crumb.path,
              label: <Link to={crumb.path}>{crumb.title}</Link>,
            })),
          },
        };
    }
  });
  return <Breadcrumb items={items} className={styles.breadcrumb} />;
}
