import { t } from '@arena/shared';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { activePath, bottomBarFor } from '../navigation';
import classes from './app-layout.module.css';

/** Fixed bottom bar of a player below 768 px: Home, Leagues, Tournaments, Market, More (Rankings on /tournament-rankings). */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const items = bottomBarFor(pathname);
  const active = activePath(pathname, items);
  return (
    <nav aria-label={t('nav.mobileNavigation')} className={classes.bottomBar}>
      {items.map((item) => {
        const Icon = item.icon;
        const isActive = item.path === active;
        return (
          <UnstyledButton
            key={item.path}
            component={Link}
            to={item.path}
            className={classes.bottomItem}
            data-active={isActive || undefined}
            aria-current={isActive ? 'page' : undefined}
          >
            <Icon size={22} stroke={1.7} aria-hidden />
            <Text span size="xs" fw={isActive ? 700 : 500} className={classes.bottomLabel}>
              {t(item.labelId)}
            </Text>
            {item.hintId && <VisuallyHidden component="span">{` ${t(item.hintId)}`}</VisuallyHidden>}
          </UnstyledButton>
        );
      })}
    </nav>
  );
}
