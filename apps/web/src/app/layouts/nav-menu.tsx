import { t } from '@arena/shared';
import { Divider, NavLink, Stack } from '@mantine/core';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SoonItem } from '@/components/soon-item';
import { activePath, type NavGroup, type NavItem } from '../navigation';

/** Compact rows: the admin menu with every back-office screen and one open group fits a 1280x800 screen. */
const ROW_PADDING = 6;

interface NavMenuProps {
  groups: NavGroup[];
  /** Called when a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
}

/**
 * Sidebar links in groups; the current screen is highlighted, announced (aria-current) and scrolled into view.
 * A labelled group is a heading button that opens and closes its links; the group of the current screen opens.
 */
export function NavMenu({ groups, onNavigate }: NavMenuProps) {
  const { pathname } = useLocation();
  const active = activePath(
    pathname,
    groups.flatMap((group) => group.items),
  );
  const activeGroup = groups.find((group) => group.items.some((item) => item.path === active))?.id;
  const [opened, setOpened] = useState<Set<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const rootRef = useRef<HTMLDivElement>(null);

  // Following a link into a closed group (from a page, Back, a bookmark) opens it.
  useEffect(() => {
    if (activeGroup) setOpened((current) => (current.has(activeGroup) ? current : new Set(current).add(activeGroup)));
  }, [activeGroup]);
  // The current screen's link stays in view in a scrolled sidebar.
  useEffect(() => {
    rootRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [active, opened]);

  const toggle = (id: string) =>
    setOpened((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const link = (item: NavItem) => {
    const Icon = item.icon;
    const label = t(item.labelId);
    if (item.soon) return <SoonItem key={item.path} label={label} icon={<Icon size={18} stroke={1.6} aria-hidden />} />;
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
        py={ROW_PADDING}
      />
    );
  };

  return (
    <Stack gap={1} ref={rootRef}>
      {groups.map((group, index) => {
        const previousLabelled = index > 0 && groups[index - 1]?.labelId !== undefined;
        const separator = index > 0 && !(group.labelId && previousLabelled) && <Divider my={4} />;
        if (!group.labelId) {
          return (
            <Fragment key={group.id}>
              {separator}
              {group.items.map(link)}
            </Fragment>
          );
        }
        const Icon = group.icon;
        const isOpen = opened.has(group.id);
        const childrenId = `nav-group-${group.id}`;
        return (
          <Fragment key={group.id}>
            {separator}
            <NavLink
              component="button"
              type="button"
              label={t(group.labelId)}
              leftSection={Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined}
              opened={isOpen}
              onChange={() => toggle(group.id)}
              aria-expanded={isOpen}
              aria-controls={isOpen ? childrenId : undefined}
              // The heading of the current screen's group shows that the screen is inside it.
              active={!isOpen && group.id === activeGroup}
              variant="subtle"
              childrenOffset={20}
              py={ROW_PADDING}
            >
              <Stack gap={1} id={childrenId}>
                {group.items.map(link)}
              </Stack>
            </NavLink>
          </Fragment>
        );
      })}
    </Stack>
  );
}
