import { t } from '@arena/shared';
import { Divider, NavLink, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { SoonItem } from '@/components/soon-item';
import { activePath, type NavItem } from './nav-items';

interface NavMenuProps {
  groups: NavItem[][];
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** Sidebar links in groups; the current screen is highlighted and announced (aria-current). */
export function NavMenu({ groups, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const active = activePath(pathname, groups.flat());

  return (
    <Stack gap={2}>
      {groups.map((group, index) => (
        <Fragment key={group[0]?.path ?? index}>
          {index > 0 && <Divider my={6} />}
          {group.map((item) => {
            const Icon = item.icon;
            const label = t(item.labelId);
            if (item.soon) {
              return <SoonItem key={item.path} label={label} icon={<Icon size={18} stroke={1.6} aria-hidden />} />;
            }
            const isActive = item.path === active;
            return (
              <NavLink
                key={item.path}
                component={Link}
                to={item.path}
                label={label}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
                onClick={onNavigate}
              />
            );
          })}
        </Fragment>
      ))}
    </Stack>
  );
}
